import type { BrowserInfo } from '../../application/cart/browser-info';

/**
 * The page URL and browser facts createCartGuest records (000 §7 user_agent), and whether the page is going:
 * from `beforeunload` or `pagehide` (a reload, a closed tab, a link followed) until a `pageshow` brings it back
 * from the cache. A reload cancels the page's calls before `pagehide` is heard, so `beforeunload` counts too.
 * The window is read when asked, so the bindings may be made where there is none (Node, the server render).
 */
export function windowBrowserInfo(target: Window | null = typeof window !== 'undefined' ? window : null): BrowserInfo {
  let going = false;
  target?.addEventListener('beforeunload', () => (going = true));
  target?.addEventListener('pagehide', () => (going = true));
  target?.addEventListener('pageshow', () => (going = false));
  const view = () => target ?? window;
  return {
    url: () => view().location.href,
    userAgent: () => ({
      userAgent: view().navigator.userAgent,
      screenWidth: view().screen?.width ?? 0,
      screenHeight: view().screen?.height ?? 0,
      language: view().navigator.language,
    }),
    pageGoing: () => going,
  };
}
