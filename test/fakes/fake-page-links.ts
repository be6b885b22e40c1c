import { SITE_LINKS } from '../../src/server/mock-api/site-links';
import type { PageLinks } from '../../src/ports/page-links';

/** The page paths page search offers (GET /api/links); the shop's own list unless a test names others. */
export class FakePageLinks implements PageLinks {
  calls = 0;
  constructor(public paths: readonly string[] = SITE_LINKS) {}

  async links(): Promise<string[]> {
    this.calls++;
    return [...this.paths];
  }
}
