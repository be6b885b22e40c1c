import { useEffect, useRef, useState } from 'react';

/**
 * Folds every scroll position into a state with a pure rule (the domain's scroll reducers). Browsers already
 * fire scroll at most once a frame, so no extra throttling.
 */
export function useScrollState<S>(initial: S | (() => S), next: (prev: S, y: number) => S): [S, (s: S) => void] {
  const [state, setState] = useState(initial);
  const nextRef = useRef(next);
  nextRef.current = next;

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setState((prev) => nextRef.current(prev, y));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return [state, setState];
}
