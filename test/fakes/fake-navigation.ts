import type { Navigation } from '../../src/ports/navigation';

export class FakeNavigation implements Navigation {
  readonly visits: { path: string; replace: boolean }[] = [];
  constructor(private current = { pathname: '/', search: '' }) {}
  go(path: string, options?: { replace?: boolean }): void {
    this.visits.push({ path, replace: options?.replace ?? false });
    const url = new URL(path, 'http://shop.test');
    this.current = { pathname: url.pathname, search: url.search };
  }
  location() {
    return this.current;
  }
}
