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
    const measure = () => root.setProperty(variable, `${Math.ceil(el.offsetHeight + Math.max(0, innerHeight - el.getBoundingClientRect().bottom))}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(variable);
    };
  }, [ref, active, variable]);
}
