// The Host header names who the browser thinks it is talking to. A page on another site whose DNS name was
// rebound to 127.0.0.1 reaches this server with its own name in Host: only the names this server is known
// by are answered (localhost, 127.0.0.1, ::1, the HOST setting, and MOCK_ALLOWED_HOSTS).
import type { IncomingMessage } from 'node:http';

export const HOST_REFUSED = 'Unknown host name';

/** The host names allowed: the loopback names, the server's own host, and the extra ones given (comma separated). */
export function allowedHostsFrom(host: string, extra: string | undefined): Set<string> {
  const names = ['localhost', '127.0.0.1', '::1', host, ...String(extra ?? '').split(',')];
  return new Set(names.map((n) => n.trim().toLowerCase().replace(/^\[|\]$/g, '')).filter(Boolean));
}

/** The host name of a Host header without its port; null when it cannot be read. */
export function hostNameOf(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) return bracketed[1];
  const plain = /^([a-z0-9.-]+)(?::\d{1,5})?$/.exec(value);
  return plain ? plain[1] : null;
}

/** True when the request names this server; a server listening on every address (0.0.0.0) still checks names. */
export function isKnownHost(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const name = hostNameOf(req.headers.host);
  return name !== null && (allowed.has(name) || allowed.has('*'));
}
