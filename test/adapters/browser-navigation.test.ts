import { describe, expect, it } from 'vitest';
import { BrowserNavigation } from '../../src/adapters/browser/browser-navigation';

function fakeWindow() {
  const calls: string[] = [];
  const win = {
    location: { pathname: '/', search: '' },
    history: {
      pushState: (_: unknown, __: string, url: string) => { calls.push(`push ${url}`); win.location.pathname = url; },
      replaceState: (_: unknown, __: string, url: string) => { calls.push(`replace ${url}`); win.location.pathname = url; },
    },
    dispatchEvent: () => true,
  };
  return { win, calls };
}

describe('BrowserNavigation', () => {
  it('uses the History API until the router registers its navigate', () => {
    const { win, calls } = fakeWindow();
    const nav = new BrowserNavigation(win as never);
    nav.go('/login', { replace: true });
    nav.go('/checkout?redirect=/dashboard');
    const routed: string[] = [];
    const unregister = nav.setNavigator((path) => routed.push(path));
    nav.go('/dashboard');
    unregister();
    nav.go('/box/start');
    expect(calls).toEqual(['replace /login', 'push /checkout?redirect=/dashboard', 'push /box/start']);
    expect(routed).toEqual(['/dashboard']);
    expect(nav.location().pathname).toBe('/box/start');
  });
});
