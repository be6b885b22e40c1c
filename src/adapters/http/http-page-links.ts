import type { PageLinks } from '../../ports/page-links';
import { ApiHttp } from './api-http';
import { fetchJson } from './fetch-json';

/** GET /api/links: the page paths page search matches against (001 §7). */
export class HttpPageLinks implements PageLinks {
  constructor(private readonly http: ApiHttp) {}

  async links(): Promise<string[]> {
    const body = await fetchJson<{ links?: unknown } | null>(this.http.fetch, `${this.http.origin}/api/links`, { method: 'GET' });
    return Array.isArray(body?.links) ? body.links.filter((l): l is string => typeof l === 'string') : [];
  }
}
