import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone: a named region a keyboard can reach (Tab, then the arrow keys), since
 * a scrolling box with nothing focusable in it would leave its hidden columns out of reach.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
