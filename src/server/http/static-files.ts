// Serves the built app from staticDir with an SPA fallback, and /images/* from public/ when the app is not built.
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressedBody, encodingFor } from './compressed-files';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2', '.map': 'application/json; charset=utf-8', '.webm': 'video/webm',
};

/** A file under root for the URL path, never outside it. */
function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // The server's own files beside the build (the first screen's render in .ssr/, the build's manifest in .vite/)
  // are not the site's.
  if (/(?:^|[\\/])\.(?:ssr|vite)(?:[\\/]|$)/.test(decoded)) return null;
  const base = resolve(root);
  const file = resolve(base, '.' + normalize(`/${decoded}`));
  if (file !== base && !file.startsWith(base + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function send(req: IncomingMessage, res: ServerResponse, file: string, method: string, cache: string): void {
  const headers = { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'cache-control': cache };
  const encoding = encodingFor(req, file, statSync(file).size);
  if (encoding) {
    const body = compressedBody(file, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length, vary: 'Accept-Encoding' });
    res.end(method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, headers);
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

export interface StaticOptions { staticDir: string | null; publicDir: string | null }

/** Answers GET/HEAD for files and the SPA; false when nothing matched (the caller sends 404). */
export function serveStatic(req: IncomingMessage, res: ServerResponse, path: string, options: StaticOptions): boolean {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  const roots = [options.staticDir, options.publicDir].filter((d): d is string => !!d);
  for (const root of roots) {
    const file = fileUnder(root, path);
    if (file) {
      send(req, res, file, method, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      return true;
    }
  }
  // Unknown paths without a file extension are routes of the single-page app.
  const index = options.staticDir ? fileUnder(options.staticDir, '/index.html') : null;
  if (index && extname(path) === '') {
    send(req, res, index, method, 'no-cache');
    return true;
  }
  return false;
}

export const defaultPublicDir = (): string => join(process.cwd(), 'public');
