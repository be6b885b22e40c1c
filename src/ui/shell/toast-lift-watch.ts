import { toastLift, type Box } from './toast-placement';

// The page's primary actions: a toast must leave them visible and pressable.
const PRIMARY_ACTIONS = '.button--primary, button[type="submit"]';

const shown = (box: DOMRect) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;

/**
 * Looks once a frame at where the region's toasts sit and tells `onLift` how far to raise them to clear any
 * primary action they would cover (0 when they cover nothing). Returns the stop. Loaded with the first toast,
 * so a page that shows none never pays for it.
 */
export function watchToastLift(region: HTMLElement, onLift: (lift: number) => void): () => void {
  let frame = 0;
  let current = 0;
  const look = () => {
    const toasts = [...region.querySelectorAll<HTMLElement>('.toast')].map((t) => t.getBoundingClientRect()).filter(shown);
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
        .filter((a) => !region.contains(a))
        .map((a) => a.getBoundingClientRect())
        .filter(shown);
      const next = toastLift(natural, actions);
      if (next !== current) onLift((current = next));
    }
    frame = requestAnimationFrame(look);
  };
  look();
  return () => cancelAnimationFrame(frame);
}
