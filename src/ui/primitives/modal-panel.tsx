import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import '../styles/primitives.css';

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
  const onKeyDown = useFocusTrap(true, ref, onClose, initialFocus);
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
        <div className={`${block}__body`}>{children}</div>
        {footer ? <footer className={`${block}__footer`}>{footer}</footer> : null}
      </Element>
    </div>
  );
}
