import { useRef, type ReactNode } from 'react';
import { ModalPanel, type ModalPanelProps } from './modal-panel';

export interface DialogProps extends ModalPanelProps {
  /** Extra class for sizing (e.g. 'dialog--wide'). */
  className?: string;
}

/** A modal dialog in a portal: labelled by its title, focus trapped, Escape closes, focus returns on close. */
export function Dialog(props: DialogProps) {
  return <ModalPanel block="dialog" {...props} />;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape and the close button; without it they count as cancel. */
  onDismiss?: () => void;
}

/** A yes/no question; Escape and the close button count as cancel unless the question says otherwise. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Continue',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  onDismiss = onCancel,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
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
