// Scroll rules as pure reducers of (previous state, scrollY) (000 §2, 001 §2 §9).

export const HEADER_BACKGROUND_THRESHOLD = 30;
export const HEADER_HIDE_THRESHOLD = 120;
export const HEADER_SHOW_DELTA = 10;
export const PROMO_COLLAPSE_THRESHOLD = 300;
export const STICKY_BAR_THRESHOLD = 600;
export const STICKY_DIRECTION_THRESHOLD = 20;

// 001 §2: the header background turns white after more than 30 px.
export function headerBackground(y: number): boolean {
  return y > HEADER_BACKGROUND_THRESHOLD;
}

export interface HeaderVisibility {
  visible: boolean;
  /** The lowest point reached since the visitor last scrolled down. */
  anchorY: number;
  lastY: number;
}

export const INITIAL_HEADER_VISIBILITY: HeaderVisibility = { visible: true, anchorY: 0, lastY: 0 };

// 001 §2: hide when scrolling down past 120 px; show again after scrolling up by more than 10 px
// (measured from the point where the upward scroll began); always shown at the very top.
export function nextHeaderVisibility(prev: HeaderVisibility, y: number): HeaderVisibility {
  if (y <= 0) return { visible: true, anchorY: y, lastY: y };
  if (y > prev.lastY) {
    return { visible: y > HEADER_HIDE_THRESHOLD ? false : prev.visible, anchorY: y, lastY: y };
  }
  if (y < prev.lastY) {
    const anchorY = Math.max(prev.anchorY, prev.lastY);
    return { visible: prev.visible || anchorY - y > HEADER_SHOW_DELTA, anchorY, lastY: y };
  }
  return prev;
}

export interface PromoBannerState {
  collapsed: boolean;
  /** The visitor toggled it by hand: automatic collapse stops (000 §4). */
  toggled: boolean;
  /** Fixed state, as on /box/start (000 §2). */
  locked: boolean;
}

// 000 §2: starts expanded; on /box/start it starts collapsed and locked.
export function initialPromoBannerState(pathname: string): PromoBannerState {
  return pathname === '/box/start'
    ? { collapsed: true, toggled: false, locked: true }
    : { collapsed: false, toggled: false, locked: false };
}

// 000 §2 §4: collapsed while scrolled more than 300 px unless toggled or locked; it expands again back
// above 300 px (spec silent on scrolling back).
export function nextPromoBannerState(prev: PromoBannerState, y: number): PromoBannerState {
  if (prev.toggled || prev.locked) return prev;
  const collapsed = y > PROMO_COLLAPSE_THRESHOLD;
  return collapsed === prev.collapsed ? prev : { ...prev, collapsed };
}

// 000 §2 §4: the manual toggle flips the banner and stops automatic collapse; it works on a locked banner too.
export function togglePromoBanner(prev: PromoBannerState): PromoBannerState {
  return { ...prev, collapsed: !prev.collapsed, toggled: true };
}

export interface StickyBarState {
  visible: boolean;
  lastY: number;
  /** Turning point: highest y while shown, lowest y while hidden above the threshold. */
  anchorY: number;
}

export const INITIAL_STICKY_BAR: StickyBarState = { visible: false, lastY: 0, anchorY: 0 };

// 000 §2 §9: appears after scrolling past 600 px, hides while scrolling up; a change of direction
// counts only after more than 20 px.
export function nextStickyBarState(prev: StickyBarState, y: number): StickyBarState {
  if (y <= STICKY_BAR_THRESHOLD) return { visible: false, lastY: y, anchorY: y };
  if (prev.lastY <= STICKY_BAR_THRESHOLD) return { visible: true, lastY: y, anchorY: y };
  if (prev.visible) {
    const anchorY = Math.max(prev.anchorY, y);
    return anchorY - y > STICKY_DIRECTION_THRESHOLD
      ? { visible: false, lastY: y, anchorY: y }
      : { visible: true, lastY: y, anchorY };
  }
  const anchorY = Math.min(prev.anchorY, y);
  return y - anchorY > STICKY_DIRECTION_THRESHOLD
    ? { visible: true, lastY: y, anchorY: y }
    : { visible: false, lastY: y, anchorY };
}
