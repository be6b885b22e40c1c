import { useEffect, useState, type RefObject } from 'react';
import { toastLift, type Box } from './toast-placement';

// The page's primary actions: a toast must leave them visible and pressable.
const PRIMARY_ACTIONS = '.button--primary, button[type="submit"]';

const shown = (box: DOMRect) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;

/**
 * While toasts are up, raises them just above any primary action they would cover (the page scrolls, a form
 * comes back after a failure); 0 when they cover nothing. Looked at once a frame, only while toasts show.
 */
export function useToastsClearOfActions(region: RefObject<HTMLElement | null>, active: boolean): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    if (!active) return setLift(0), undefined;
    let frame = 0;
    let current = 0;
    const look = () => {
      const el = region.current;
      const toasts = el ? [...el.querySelectorAll<HTMLElement>('.toast')].map((t) => t.getBoundingClientRect()).filter(shown) : [];
      if (toasts.length > 0) {
        // Where the toasts would sit unraised: their box now, less the lift already applied.
        const natural: Box = {
          top: Math.min(...toasts.map((t) => t.top)) + current, bottom: Math.max(...toasts.map((t) => t.bottom)) + current,
          left: Math.min(...toasts.map((t) => t.left)), right: Math.max(...toasts.map((t) => t.right)),
        };
        // With a dialog or the drawer open, only its own actions can be pressed; the page's lie under its backdrop.
        const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
        const scope: ParentNode = modals.length > 0 ? modals[modals.length - 1] : document;
        const actions = [...scope.querySelectorAll<HTMLElement>(PRIMARY_ACTIONS)]
          .filter((a) => !el!.contains(a))
          .map((a) => a.getBoundingClientRect())
          .filter(shown);
        const next = toastLift(natural, actions);
        if (next !== current) setLift((current = next));
      }
      frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [region, active]);
  return lift;
}
