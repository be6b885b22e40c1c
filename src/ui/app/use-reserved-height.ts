import { useEffect, type RefObject } from 'react';

/**
 * Publishes, as a CSS variable on the page, the room an element fixed at the foot of the screen takes (its
 * height plus its gap from the bottom edge), so the layout can keep that room free; removed when inactive.
 */
export function useReservedHeight(ref: RefObject<HTMLElement | null>, active: boolean, variable: string): void {
  useEffect(() => {
    const root = document.documentElement.style;
    const el = ref.current;
    if (!el || !active) return root.removeProperty(variable), undefined;
    // A variable set on the page's root restyles every element under it, so it is set only when the room changes.
    let room = '';
    const measure = () => {
      const next = `${Math.ceil(el.offsetHeight + Math.max(0, innerHeight - el.getBoundingClientRect().bottom))}px`;
      if (next !== room) root.setProperty(variable, (room = next));
    };
    // The observer's first report comes once the element is laid out, before it is painted: measured then, the
    // commit that showed it (the add that opens the cart and its toast) forces no layout of its own.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer) observer.observe(el);
    else measure();
    return () => {
      observer?.disconnect();
      root.removeProperty(variable);
    };
  }, [ref, active, variable]);
}
