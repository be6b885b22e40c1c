// Signs in as a recording owner over HTTP, for tests that call the replay API of a running server.
export interface OwnerCredentials {
  email: string;
  password: string;
}

/** The Cookie header of a signed-in owner (the server's first seeded owner unless one is given). */
export async function ownerCookie(baseUrl: string, owner: OwnerCredentials): Promise<string> {
  const r = await fetch(`${baseUrl}/ingest/api/owner/sign-in`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  if (r.status !== 200) throw new Error(`owner sign-in answered ${r.status}: ${await r.text()}`);
  return (r.headers.get('set-cookie') ?? '').split(';')[0];
}

/** fetch() as the signed-in owner. */
export function ownerFetch(cookie: string): (url: string, init?: RequestInit) => Promise<Response> {
  return (url, init = {}) => fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
}
