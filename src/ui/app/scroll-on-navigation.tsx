import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where the window is scrolled after a navigation inside the shop, as a page load would leave it: Back and Forward
 * return to where the visitor was on that entry; a link to `#part` shows that part; any other new page starts at
 * its top. Rewriting the address of the page in view (a replace that keeps the path: '?ref=' to '?aff=', 000 §2)
 * leaves the visitor where they are. The first page is left as the browser put it (a reload or a Back from another
 * site restores it there, and the server-rendered screen may have been scrolled before the code arrived).
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  // Inside the shop the entries' positions are this component's (the browser would restore one on Back before the
  // page it belongs to is rendered, onto the page being left). The entry in view when the document goes is the
  // browser's again, so that a reload or a Back from another site finds it where the visitor left it.
  useEffect(() => {
    const ours = () => {
      history.scrollRestoration = 'manual';
    };
    const browsers = () => {
      history.scrollRestoration = 'auto';
    };
    ours();
    window.addEventListener('pagehide', browsers);
    window.addEventListener('pageshow', ours);
    return () => {
      window.removeEventListener('pagehide', browsers);
      window.removeEventListener('pageshow', ours);
      browsers();
    };
  }, []);

  // The position of the entry in view, kept as the visitor scrolls (the browser sends at most one scroll event a
  // frame): when a navigation is committed the page has already changed under the window, so it cannot be read
  // then. The listener moves to the new entry with the commit itself, before the new page's first scroll event.
  useLayoutEffect(() => {
    const key = location.key;
    const keep = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [location.key]);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    if (before === null || before.key === location.key) return undefined;
    const saved = positions.current.get(location.key);
    if (type === 'POP' && saved !== undefined) return returnTo(saved);
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) return target.scrollIntoView();
    }
    if (type === 'REPLACE' && before.pathname === location.pathname) return undefined;
    window.scrollTo(0, 0);
    return undefined;
  }, [location, type]);

  return null;
}

/** How long a page returned to may take to grow tall enough (its data arriving) for the place the visitor left. */
const RETURN_WAIT_MS = 3000;

/**
 * Scrolls to `y`; a page shorter than that for now (its content still loading) is followed as it grows, until
 * the place is reached, the visitor scrolls or presses a key themselves, or the wait is over.
 */
function returnTo(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => {};
  const growing = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  const timer = setTimeout(() => stop(), RETURN_WAIT_MS);
  const themselves = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  function stop() {
    growing.disconnect();
    clearTimeout(timer);
    for (const type of themselves) window.removeEventListener(type, stop);
  }
  growing.observe(document.body);
  for (const type of themselves) window.addEventListener(type, stop, { passive: true });
  return stop;
}
