import type { LocalStore, LocalStoreKey } from '../../ports/local-store';
import type { Navigation } from '../../ports/navigation';

/**
 * The browser's edges while the server renders one page: the visitor's device storage is out of reach, so the
 * page renders as for a first visit (what the client's first render shows too, before it reads its storage in
 * effects), and nothing the render does is kept beyond the request.
 */
export class RequestLocalStore implements LocalStore {
  private readonly values = new Map<LocalStoreKey, string>();
  get(key: LocalStoreKey): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: LocalStoreKey, value: string): void {
    this.values.set(key, value);
  }
  remove(key: LocalStoreKey): void {
    this.values.delete(key);
  }
  subscribe(): () => void {
    return () => {};
  }
}

/** The requested address; a navigation asked for during the render is the browser's to make once it runs. */
export class RequestNavigation implements Navigation {
  constructor(private readonly url: URL) {}
  go(): void {}
  location(): { pathname: string; search: string } {
    return { pathname: this.url.pathname, search: this.url.search };
  }
}
