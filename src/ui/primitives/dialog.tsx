import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import '../styles/primitives.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class for sizing (e.g. 'dialog--wide'). */
  className?: string;
}

/** A modal dialog in a portal: labelled by its title, focus trapped, Escape closes, focus returns on close. */
export function Dialog({ open, onClose, title, children, footer, initialFocus, className }: DialogProps) {
  if (!open) return null;
  return createPortal(
    <DialogSurface onClose={onClose} title={title} footer={footer} initialFocus={initialFocus} className={className}>
      {children}
    </DialogSurface>,
    document.body,
  );
}

function DialogSurface({ onClose, title, children, footer, initialFocus, className }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(true, ref, onClose, initialFocus);
  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['dialog', className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="dialog__body">{children}</div>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question; Escape and the close button count as cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Continue',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      initialFocus={confirmRef}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button ref={confirmRef} type="button" className="button button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
