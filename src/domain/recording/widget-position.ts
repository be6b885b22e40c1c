// Where the usability-test widget may sit: dragged anywhere, but always whole on the screen (or
// pinned to the top-left corner when the screen is smaller than the widget).

export interface Box {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Space kept between the widget and the screen's edges. */
export const WIDGET_MARGIN = 8;

export function clampWidget(position: Box, widget: Size, screen: Size, margin = WIDGET_MARGIN): Box {
  const maxX = Math.max(margin, screen.width - widget.width - margin);
  const maxY = Math.max(margin, screen.height - widget.height - margin);
  const clamp = (v: number, max: number) => (Number.isFinite(v) ? Math.min(max, Math.max(margin, v)) : margin);
  return { x: clamp(position.x, maxX), y: clamp(position.y, maxY) };
}

/** The widget's first place: the top-right corner. */
export function topRight(widget: Size, screen: Size, margin = 16): Box {
  return clampWidget({ x: screen.width - widget.width - margin, y: margin }, widget, screen);
}
