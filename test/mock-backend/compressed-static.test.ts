// The local server sends the shop's text files compressed when the browser takes it (a phone's slow link waits on
// bytes), exactly the file's bytes once decompressed, and the new bytes after a rebuild.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';
import { rawGet } from '../support/raw-get';

let shop: RunningMockServer;
let dist = '';
const script = (word: string) => `export const words = [${Array.from({ length: 400 }, (_, i) => `"${word}-${i}"`).join(',')}];\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'pawprint-static-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><body>${'<p>Pawprint</p>'.repeat(200)}</body></html>`);
  writeFileSync(path.join(dist, 'assets', 'entry.js'), script('treat'));
  writeFileSync(path.join(dist, 'assets', 'tiny.js'), 'export {};\n');
  writeFileSync(path.join(dist, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
  shop = await startMockServer({ port: 0, dataDir: null, staticDir: dist, log: () => {} });
});
afterAll(async () => {
  await shop.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (pathname: string, acceptEncoding?: string) => rawGet(`${shop.url}${pathname}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

describe('Static files, compressed', () => {
  it('sends a script in brotli when the browser takes it, the same bytes once decompressed and far fewer', async () => {
    const res = await get('/assets/entry.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString()).toBe(script('treat'));
    expect(res.body.length).toBeLessThan(script('treat').length / 3);
  });

  it('sends gzip to a browser without brotli, and the page of any route too', async () => {
    const res = await get('/assets/entry.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(script('treat'));
    const page = await get('/treat-and-chew-box', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<p>Pawprint</p>');
  });

  it('sends the file as it is when the browser takes no encoding, refuses one, or it is too small or a picture', async () => {
    for (const [file, accept] of [
      ['/assets/entry.js', undefined],
      ['/assets/entry.js', 'gzip;q=0, br;q=0'],
      ['/assets/tiny.js', 'br'],
      ['/assets/photo.png', 'br'],
    ] as const) {
      const res = await get(file, accept);
      expect(res.status, file).toBe(200);
      expect(res.headers['content-encoding'], `${file} ${accept}`).toBeUndefined();
    }
    expect((await get('/assets/entry.js')).body.toString()).toBe(script('treat'));
  });

  it('sends the new bytes after the file changes on disk', async () => {
    await get('/assets/entry.js', 'br');
    writeFileSync(path.join(dist, 'assets', 'entry.js'), script('chew-chew'));
    const res = await get('/assets/entry.js', 'br');
    expect(brotliDecompressSync(res.body).toString()).toBe(script('chew-chew'));
  });
});
