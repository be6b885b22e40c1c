// Where the toasts go so they cover no primary action: they stay bottom-right (001 §2) unless that spot lies over
// a primary button (Save address, Place order, Add to Cart), in which case they rise just above it. Pure geometry
// in viewport pixels, so it is tested without a browser.

export interface Box { top: number; bottom: number; left: number; right: number }

/** The gap kept between a toast and the action it clears. */
export const TOAST_GAP = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How far (px) to raise the toasts from their place at the foot of the screen so they overlap none of the
 * actions; 0 when nothing is covered, or when no height above clears them all (then they keep their place).
 */
export function toastLift(toasts: Box, actions: readonly Box[], gap = TOAST_GAP): number {
  let lift = 0;
  // Each round clears at least the lowest covered action, so one round per action suffices.
  for (let round = 0; round <= actions.length; round++) {
    const raised = { ...toasts, top: toasts.top - lift, bottom: toasts.bottom - lift };
    const covered = actions.filter((action) => overlaps(raised, action));
    if (covered.length === 0) return lift;
    lift = toasts.bottom - Math.min(...covered.map((a) => a.top)) + gap;
    if (toasts.top - lift < gap) return 0;
  }
  return 0;
}
