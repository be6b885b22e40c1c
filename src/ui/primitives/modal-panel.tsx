import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import '../styles/primitives.css';

/** The first field of a form (for a radio group, its chosen option), or null when there is none. */
export function firstFieldIn(body: HTMLElement | null): HTMLElement | null {
  const field = body?.querySelector<HTMLInputElement>('input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])');
  if (!field) return null;
  if (field instanceof HTMLInputElement && field.type === 'radio' && field.name) {
    const group = Array.from(body!.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter((r) => r.name === field.name);
    return group.find((r) => r.checked) ?? field;
  }
  return field;
}

export interface ModalPanelProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * What the dialog and the drawer share: a portal over a backdrop (a press on it closes), labelled by its title,
 * focus trapped, Escape and the close button close, focus returns on close. `block` names the CSS block
 * ('dialog', 'drawer') whose __header, __title, __body and __footer elements it renders.
 */
export function ModalPanel({
  block,
  as = 'div',
  className,
  ...props
}: ModalPanelProps & { block: string; as?: 'div' | 'aside'; className?: string }) {
  if (!props.open) return null;
  return createPortal(<ModalPanelSurface block={block} as={as} className={className} {...props} />, document.body);
}

function ModalPanelSurface({
  block,
  as: Element,
  className,
  onClose,
  title,
  children,
  footer,
  initialFocus,
}: ModalPanelProps & { block: string; as: 'div' | 'aside'; className?: string }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A dialog is there to be filled in: it opens on its first field, not on ×. (The drawer opens on ×.)
  const firstField = useRef({ get current() { return block === 'dialog' ? firstFieldIn(bodyRef.current) : null; } }).current;
  const onKeyDown = useFocusTrap(true, ref, onClose, initialFocus ?? firstField);
  return (
    <div className={`${block}-backdrop`} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Element
        ref={ref as RefObject<HTMLDivElement>}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[block, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <header className={`${block}__header`}>
          <h2 id={titleId} className={`${block}__title`}>
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div ref={bodyRef} className={`${block}__body`}>
          {children}
        </div>
        {footer ? <footer className={`${block}__footer`}>{footer}</footer> : null}
      </Element>
    </div>
  );
}
