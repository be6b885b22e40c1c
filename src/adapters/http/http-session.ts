import type { Session, SessionUser } from '../../ports/session';
import { ApiHttp } from './api-http';
import { fetchJson } from './fetch-json';

/** The httpOnly-cookie session: GET /api/user, POST /api/logout (001 §7). */
export class HttpSession implements Session {
  constructor(private readonly http: ApiHttp) {}

  async current(): Promise<SessionUser> {
    const body = await fetchJson<Partial<SessionUser> | null>(this.http.fetch, `${this.http.origin}/api/user`, { method: 'GET' });
    return { isLoggedIn: body?.isLoggedIn === true, me: body?.isLoggedIn ? (body.me ?? null) : null };
  }

  async logout(): Promise<void> {
    // 000 §7: POST /api/logout with no payload.
    await fetchJson(this.http.fetch, `${this.http.origin}/api/logout`, { method: 'POST' });
  }
}
