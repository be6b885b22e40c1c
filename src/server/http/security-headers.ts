// Headers every answer of the local server carries: the shop runs under a strict Content-Security-Policy with
// Trusted Types, never inside another site's frame, never sniffed into another content type, and tells other
// sites only its origin when a shopper follows a link away.
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The policy of the built shop. default-src 'self' covers scripts, styles, images and fonts from the shop itself;
 * the recording agent runs its module worker from 'self' and sends its batches to the ingest under /ingest
 * (connect-src 'self'); the websocket for subscriptions is named by its own origin because older browsers do not
 * count ws: as 'self'.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  const socket = host ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    `connect-src 'self'${socket}`,
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

export interface SecurityHeaderOptions {
  /** False under Vite's dev server, whose hot reload injects inline scripts the policy would block. */
  contentSecurityPolicy?: boolean;
}

/** Sets the headers on a response before anything is written (writeHead merges them with its own). */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions = {}): void {
  if (options.contentSecurityPolicy !== false) res.setHeader('content-security-policy', contentSecurityPolicy(req.headers.host));
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'SAMEORIGIN');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
}
