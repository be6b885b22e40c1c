import { createContext, useEffect, useMemo, useRef, useState } from 'react';

/**
 * Tells whoever provides it (the cart provider) while a page is still loading its content: work that
 * is not needed for the first view waits until the page's loads have settled and rendered.
 */
export interface PageActivity {
  /** One load has started; the returned function ends it. */
  begin(): () => void;
}

export const PageActivityContext = createContext<PageActivity | null>(null);

/** If the page's loads never settle (a request hanging), the page counts as settled after this long. */
export const PAGE_SETTLE_FALLBACK_MS = 5000;

/** Runs `work` once the next frame has been painted, or after a moment if no frame comes (a hidden tab). */
function afterPaint(work: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  const noFrame = setTimeout(run, 100);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(noFrame);
  };
}

/**
 * Counts the page's loads (useLoader reports them through the returned PageActivity) and calls `settled` each
 * time none is left and the page has painted, and once after PAGE_SETTLE_FALLBACK_MS whatever happens.
 */
export function usePageSettled(settled: () => void): PageActivity {
  const busy = useRef(0);
  const [settles, setSettles] = useState(0);
  const activity = useMemo<PageActivity>(
    () => ({
      begin: () => {
        busy.current++;
        let ended = false;
        return () => {
          if (ended) return;
          ended = true;
          if (--busy.current === 0) setSettles((n) => n + 1);
        };
      },
    }),
    [],
  );
  // Runs after the first render's own effects (the page's loads have begun by then) and after each settle.
  useEffect(() => {
    if (busy.current === 0) return afterPaint(settled);
  }, [settles, settled]);
  useEffect(() => {
    const id = setTimeout(settled, PAGE_SETTLE_FALLBACK_MS);
    return () => clearTimeout(id);
  }, [settled]);
  return activity;
}
