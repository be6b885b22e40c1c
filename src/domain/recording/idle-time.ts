// What counts as the visitor doing something in a recording, and the idle stretches the player
// skips. Activity is input (pointer, clicks, typing, focus), scroll, navigation (a new page, tab
// or visibility) or a visible change of the viewport's size; the page changing its own DOM (an
// icon swapped, a counter ticking) is not activity, or a page with a clock would never be idle.

export type ActivityKind = 'input' | 'scroll' | 'navigation' | 'resize';

/** A stretch without activity longer than this is idle. */
export const IDLE_GAP_MS = 3000;
/** Playback keeps this much of the quiet after the last activity, so its effect is seen. */
export const IDLE_LEAD_IN_MS = 1000;
/** ...and this much before the next activity, so the viewer sees it coming. */
export const IDLE_LEAD_OUT_MS = 500;

/** [from, to] in ms from the start: a stretch playback jumps over when idle skipping is on. */
export type IdleStretch = [from: number, to: number];

/**
 * The idle stretches of a session of `duration` ms whose activity happened at the given
 * moments (any order). The start counts as activity; the end closes the last gap.
 */
export function idleStretches(activity: readonly number[], duration: number): IdleStretch[] {
  const moments = [...activity].filter((t) => t >= 0 && t <= duration).sort((a, b) => a - b);
  moments.push(duration);
  const gaps = new IdleGaps();
  const out: IdleStretch[] = [];
  for (const time of moments) {
    const stretch = gaps.activity(time);
    if (stretch) out.push(stretch);
  }
  return out;
}

/** The same stretches told one moment at a time, in order, as a session is read from its start. */
export class IdleGaps {
  /** The last moment of activity; the start counts as one. */
  private last = 0;

  /** Activity at `time`; the idle stretch it ends, if the quiet before it was long enough. */
  activity(time: number): IdleStretch | null {
    const stretch: IdleStretch | null = time - this.last > IDLE_GAP_MS ? [this.last + IDLE_LEAD_IN_MS, time - IDLE_LEAD_OUT_MS] : null;
    this.last = Math.max(this.last, time);
    return stretch;
  }
}

/** Where playback goes on from `time` when idle stretches (in order, disjoint) are skipped. */
export function afterIdle(stretches: readonly IdleStretch[], time: number): number {
  let lo = 0;
  let hi = stretches.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (stretches[mid][1] <= time) lo = mid + 1;
    else hi = mid;
  }
  const stretch = stretches[lo];
  return stretch && time >= stretch[0] ? stretch[1] : time;
}
