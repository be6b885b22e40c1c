// The shop's text files (its scripts, styles, pages and SVG pictures) sent compressed when the browser takes it,
// as any CDN in front of the shop does: on a phone's slow link the bytes, not the CPU, keep the first screen
// waiting. Each file is compressed once and kept in memory while it is unchanged on disk.
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

interface Kept {
  mtimeMs: number;
  size: number;
  bodies: Partial<Record<Encoding, Buffer>>;
}

const kept = new Map<string, Kept>();

/** The encoding to send `file` in for this request, or null to send it as it is. */
export function encodingFor(req: IncomingMessage, file: string, size: number): Encoding | null {
  if (size < MIN_BYTES || !COMPRESSIBLE.has(extname(file).toLowerCase())) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    // "gzip;q=0" refuses gzip.
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** `file`'s body in `encoding`, compressed at the first ask and again only when the file changes. */
export function compressedBody(file: string, encoding: Encoding): Buffer {
  const stat = statSync(file);
  let entry = kept.get(file);
  if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
    entry = { mtimeMs: stat.mtimeMs, size: stat.size, bodies: {} };
    kept.set(file, entry);
  }
  let body = entry.bodies[encoding];
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipSync(raw, { level: 9 });
    entry.bodies[encoding] = body;
  }
  return body;
}
