// GET /_next/image?url&w&q (001 §7 §9): the site's image service. It checks the arguments as the real service
// does and answers the site image for that width. Site images are SVG (one file fits every width); a raster
// file is sent as it is, since sizing pixels needs an image library this mock does without.
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, normalize, resolve, sep } from 'node:path';
import { DEFAULT_IMAGE_QUALITY, IMAGE_SERVICE_PATH, isAllowedImageWidth } from '../../domain/shop';

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif',
};

export type ImageRequest = { ok: true; path: string; width: number; quality: number } | { ok: false; status: 400; message: string };

/** The url, w and q of an image request, or why they are refused. */
export function parseImageRequest(params: URLSearchParams): ImageRequest {
  const url = params.get('url');
  if (!url) return { ok: false, status: 400, message: '"url" parameter is required' };
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return { ok: false, status: 400, message: '"url" parameter is invalid' };
  const w = params.get('w');
  if (!w || !/^\d+$/.test(w)) return { ok: false, status: 400, message: '"w" parameter (width) is required and must be a number' };
  const width = Number(w);
  if (!isAllowedImageWidth(width)) return { ok: false, status: 400, message: `"w" parameter (width) of ${width} is not allowed` };
  const q = params.get('q');
  const quality = q === null ? DEFAULT_IMAGE_QUALITY : Number(q);
  if (q !== null && (!/^\d+$/.test(q) || quality < 1 || quality > 100)) {
    return { ok: false, status: 400, message: '"q" parameter (quality) must be an integer between 1 and 100' };
  }
  return { ok: true, path: url.split(/[?#]/)[0], width, quality };
}

function imageFile(roots: string[], urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  for (const root of roots) {
    const base = resolve(root);
    const file = resolve(base, '.' + normalize(`/${decoded}`));
    if (!file.startsWith(base + sep) || !IMAGE_TYPES[extname(file).toLowerCase()]) continue;
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // not under this root
    }
  }
  return null;
}

/** Answers /_next/image; false for any other path. */
export function serveImage(req: IncomingMessage, res: ServerResponse, url: URL, roots: (string | null)[]): boolean {
  if (url.pathname !== IMAGE_SERVICE_PATH) return false;
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
    return true;
  }
  const request = parseImageRequest(url.searchParams);
  if (!request.ok) {
    res.writeHead(request.status, { 'content-type': 'text/plain; charset=utf-8' }).end(request.message);
    return true;
  }
  const file = imageFile(roots.filter((r): r is string => !!r), request.path);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('"url" parameter is valid but upstream response is invalid');
    return true;
  }
  const type = IMAGE_TYPES[extname(file).toLowerCase()];
  res.writeHead(200, {
    'content-type': type,
    'cache-control': 'public, max-age=60, must-revalidate',
    vary: 'Accept',
    'x-image-width': String(request.width),
    'x-image-quality': String(request.quality),
    // An SVG opened on its own must not run script.
    ...(type === 'image/svg+xml' ? { 'content-security-policy': "script-src 'none'; frame-src 'none'; sandbox;" } : {}),
  });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}
