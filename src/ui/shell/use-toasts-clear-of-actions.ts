import { useEffect, useState, type RefObject } from 'react';

/**
 * While toasts are up, raises them just above any primary action they would cover (the page scrolls, a form
 * comes back after a failure); 0 when they cover nothing. The watch is its own chunk, fetched with the first
 * toast: the first screen carries none of it.
 */
export function useToastsClearOfActions(region: RefObject<HTMLElement | null>, active: boolean): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    if (!active) return setLift(0), undefined;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./toast-lift-watch').then(({ watchToastLift }) => {
      if (!ended && region.current) stop = watchToastLift(region.current, setLift);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [region, active]);
  return lift;
}
