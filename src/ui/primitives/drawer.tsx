import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import '../styles/primitives.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** A side panel from the right (slides in over 0.5 s, 000 §9) with the Dialog's focus rules. */
export function Drawer({ open, onClose, title, children, footer }: DrawerProps) {
  if (!open) return null;
  return createPortal(
    <DrawerSurface onClose={onClose} title={title} footer={footer}>
      {children}
    </DrawerSurface>,
    document.body,
  );
}

function DrawerSurface({ onClose, title, children, footer }: Omit<DrawerProps, 'open'>) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(true, ref, onClose);
  return (
    <div className="drawer-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <aside
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="drawer"
        onKeyDown={onKeyDown}
      >
        <header className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="drawer__body">{children}</div>
        {footer ? <footer className="drawer__footer">{footer}</footer> : null}
      </aside>
    </div>
  );
}
