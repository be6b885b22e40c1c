import type { Navigation } from '../../ports/navigation';

export type NavigateFn = (path: string, options?: { replace?: boolean }) => void;

/**
 * Navigation through the router's navigate once the UI registers it (setNavigator); until then, and
 * outside a router, through the History API.
 */
export class BrowserNavigation implements Navigation {
  private navigator: NavigateFn | null = null;

  constructor(private readonly win: Pick<Window, 'history' | 'location' | 'dispatchEvent'> | null = typeof window !== 'undefined' ? window : null) {}

  /** Called by the UI's router; returns a function that unregisters it. */
  setNavigator(navigate: NavigateFn | null): () => void {
    this.navigator = navigate;
    return () => {
      if (this.navigator === navigate) this.navigator = null;
    };
  }

  go(path: string, options?: { replace?: boolean }): void {
    if (this.navigator) {
      this.navigator(path, options);
      return;
    }
    if (!this.win) return;
    if (options?.replace) this.win.history.replaceState(null, '', path);
    else this.win.history.pushState(null, '', path);
    // Let history listeners (a router mounted later) notice.
    if (typeof PopStateEvent === 'function') this.win.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }

  location(): { pathname: string; search: string } {
    if (!this.win) return { pathname: '/', search: '' };
    return { pathname: this.win.location.pathname, search: this.win.location.search };
  }
}
