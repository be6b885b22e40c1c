import type { ReactNode } from 'react';
import '../styles/primitives.css';

export type AlertTone = 'info' | 'error' | 'success';

/** A message bar; errors interrupt (role alert), the others are polite (role status). */
export function AlertBar({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`alert-bar alert-bar--${tone}`}>
      {children}
    </div>
  );
}
