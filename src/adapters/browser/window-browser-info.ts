import type { BrowserInfo } from '../../application/cart/browser-info';

/**
 * The page URL and browser facts createCartGuest records (000 §7 user_agent), and whether the page is going:
 * from `beforeunload` or `pagehide` (a reload, a closed tab, a link followed) until a `pageshow` brings it back
 * from the cache. A reload cancels the page's calls before `pagehide` is heard, so `beforeunload` counts too.
 */
export function windowBrowserInfo(target: Window = window): BrowserInfo {
  let going = false;
  target.addEventListener('beforeunload', () => (going = true));
  target.addEventListener('pagehide', () => (going = true));
  target.addEventListener('pageshow', () => (going = false));
  return {
    url: () => target.location.href,
    userAgent: () => ({
      userAgent: target.navigator.userAgent,
      screenWidth: target.screen?.width ?? 0,
      screenHeight: target.screen?.height ?? 0,
      language: target.navigator.language,
    }),
    pageGoing: () => going,
  };
}
