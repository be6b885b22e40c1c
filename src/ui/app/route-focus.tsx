import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading before focus goes to the main region instead. */
const HEADING_WAIT_MS = 3000;

const lost = () => !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;

/** Focus on an element that is not normally focusable, without a scroll jump and without a lasting tab stop. */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * After a route change, focus (and a screen reader) goes to the new page's heading, as a page load would start
 * at its top. Only when focus was lost (on <body>): a page that placed focus itself keeps it. The heading of a
 * page that is still loading is waited for; without one, the main region takes focus.
 */
export function RouteFocus({ mainId = 'main' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const heading = () => main.querySelector<HTMLElement>('h1');
    const settle = () => {
      if (!lost()) return true;
      const h1 = heading();
      if (!h1) return false;
      focusQuietly(h1);
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (lost()) focusQuietly(main);
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
  return null;
}
