import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Where focus returns for a surface closed in the commit running now; taken by a surface opened in it. */
let handoff: HTMLElement | null = null;

/**
 * Modal focus rules shared by Dialog and Drawer: focus moves in on open, Tab cycles inside, Escape closes,
 * and focus returns to the element that had it when the surface opened.
 */
export function useFocusTrap(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    // A surface that takes over from one closed in the same commit (the add's dialog gives way to the cart
    // drawer) returns focus where that one would have.
    const active = document.activeElement;
    const returnTo = handoff ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    handoff = null;
    const root = container.current;
    const target = initialFocus?.current ?? (root ? focusableIn(root)[0] : null) ?? root;
    target?.focus();
    return () => {
      // Focus goes back once the commit that closed this surface is done, unless a surface it opened took it
      // over: a bounce to the page behind on the way would be announced, and each move of focus makes the browser
      // lay the page out again. The opener may have been re-rendered away: only an element still on the page.
      handoff = returnTo;
      queueMicrotask(() => {
        if (handoff !== returnTo) return;
        handoff = null;
        if (returnTo?.isConnected) returnTo.focus();
      });
    };
  }, [open, container, initialFocus]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !container.current) return;
    const items = focusableIn(container.current);
    if (items.length === 0) {
      event.preventDefault();
      container.current.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !container.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
}
