// The local server answers a shop address with the first screen its build's render made (markup in the root
// element, the data beside it in a block no browser executes), falls back to the plain page when the render has
// nothing or fails, and never serves the render's own files.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';
import { pageWithFirstScreen } from '../../src/server/http/first-screen';
import { rawGet } from '../support/raw-get';

let shop: RunningMockServer;
let dist = '';
const INDEX =
  '<!doctype html><html><head><title>Pawprint: dog treats</title><link rel="stylesheet" href="/assets/site.css"></head><body><div id="root"></div><script type="module" src="/assets/entry.js"></script></body></html>';
// Sent at once: the head without its title, which only the render knows.
const HEAD = '<!doctype html><html><head><link rel="stylesheet" href="/assets/site.css">';

// A stand-in for the built render: it answers /rendered, has nothing for /plain and fails on /broken; it tells
// back the API origin and the cookies it was given, so the test sees what the server handed it. It says it has a
// first screen only for /streamed (answered once the test lets it) and /streamed-broken (which fails).
const RENDER = `
export const hasFirstScreen = (url) => url.pathname.startsWith('/streamed');
export const firstScreenPageSource = (url) => (url.pathname === '/streamed-page' ? 'src/menu-page.tsx' : url.pathname === '/streamed-unbuilt' ? 'src/gone.tsx' : null);
export async function renderFirstScreen({ url, apiOrigin, cookie }) {
  if (url.pathname === '/broken' || url.pathname === '/streamed-broken') throw new Error('render failed');
  if (url.pathname === '/streamed-page' || url.pathname === '/streamed-unbuilt') return { html: '<h1>Meatballs</h1>', answersJson: '{}', title: 'Meatballs · Pawprint' };
  if (url.pathname === '/streamed') {
    await globalThis.__firstScreenRelease;
    return { html: '<h1>Streamed</h1>', answersJson: '{"home":1}', title: 'Treats & <chews> · Pawprint' };
  }
  if (url.pathname !== '/rendered') return null;
  const api = await fetch(apiOrigin + '/favicon-not-there.svg').then((r) => r.status);
  return {
    html: '<h1>Treats and chews that fit your dog</h1>',
    answersJson: JSON.stringify({ home: { apiOrigin, api, cookie: cookie ?? null } }),
    title: 'Dog treats, chews and boxes · Pawprint',
  };
}
`;

// The client build's manifest: the page's chunk imports the entry (named in the page already) and a shared chunk
// that imports it back.
const MANIFEST = {
  'index.html': { file: 'assets/entry.js', css: ['assets/site.css'] },
  'src/menu-page.tsx': { file: 'assets/menu-page.js', imports: ['index.html', '_shared.js'], css: ['assets/menu-page.css'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['src/menu-page.tsx'], css: ['assets/shared.css'] },
};

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'pawprint-first-screen-'));
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.ssr', 'server-render.js'), RENDER);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  shop = await startMockServer({ port: 0, dataDir: null, staticDir: dist, publicDir: null, log: () => {} });
});
afterAll(async () => {
  await shop.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => rawGet(`${shop.url}${pathname}`, headers);

describe('The first screen in the HTML', () => {
  it('puts the render into the root element and its data into a JSON block, compressed, for this visitor only', async () => {
    const res = await get('/rendered', { 'accept-encoding': 'gzip, br', cookie: 'pawprint_session=abc' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const html = brotliDecompressSync(res.body).toString();
    expect(html).toContain('<div id="root" inert><h1>Treats and chews that fit your dog</h1></div><script type="application/json" id="first-page-data">');
    const data = JSON.parse(/<script type="application\/json" id="first-page-data">(.*?)<\/script>/.exec(html)![1]);
    // The render asks this very server over loopback, with the visitor's cookies.
    expect(data.home).toEqual({ apiOrigin: shop.url, api: 404, cookie: 'pawprint_session=abc' });
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script>');
    // The tab and a search engine read the page's own name before any script has run.
    expect(html).toContain('<head><title>Dog treats, chews and boxes · Pawprint</title><link rel="stylesheet"');
    expect(html).not.toContain('Pawprint: dog treats');
  });

  it('sends the plain page where the render has nothing, and where it fails', async () => {
    for (const pathname of ['/plain', '/broken']) {
      const res = await get(pathname);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(INDEX);
    }
  });

  it('sends the head while the render is still under way, then the first screen, compressed or not', async () => {
    for (const encoding of ['identity', 'br']) {
      let release = () => {};
      const released = { yes: false };
      (globalThis as { __firstScreenRelease?: Promise<void> }).__firstScreenRelease = new Promise<void>((resolve) => {
        release = () => {
          released.yes = true;
          resolve();
        };
      });
      // Should the head wait for the render, the render is let go after a while and the order below fails.
      const fallback = setTimeout(release, 1500);
      const answer = await new Promise<{ headFirst: boolean; status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(`${shop.url}/streamed`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const parts: Buffer[] = [];
          const inflate = encoding === 'br' ? createBrotliDecompress() : null;
          let headFirst: boolean | null = null;
          (inflate ?? res).on('data', (part: Buffer) => {
            parts.push(part);
            if (headFirst === null && Buffer.concat(parts).toString().startsWith(HEAD)) {
              headFirst = !released.yes;
              release();
            }
          });
          (inflate ?? res).on('end', () => resolve({ headFirst: headFirst ?? false, status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
          if (inflate) res.pipe(inflate);
        });
        req.on('error', reject);
        req.end();
      });
      clearTimeout(fallback);
      expect(answer.status).toBe(200);
      expect(answer.headFirst, encoding).toBe(true);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      if (encoding === 'br') expect(answer.headers['content-encoding']).toBe('br');
      const page = answer.body.toString();
      expect(page).toBe(
        HEAD +
          '<title>Treats &amp; &lt;chews&gt; · Pawprint</title></head><body><div id="root" inert><h1>Streamed</h1></div>' +
          '<script type="application/json" id="first-page-data">{"home":1}</script><script type="module" src="/assets/entry.js"></script></body></html>',
      );
    }
  });

  it('ends a streamed page with its own title and the plain root element when the render fails', async () => {
    const res = await get('/streamed-broken');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(HEAD + '<title>Pawprint: dog treats</title></head><body><div id="root"></div><script type="module" src="/assets/entry.js"></script></body></html>');
  });

  it("names the page's stylesheets in the head, its chunks at the end of the body, and nothing the page names already", async () => {
    const res = await get('/streamed-page');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(
      HEAD +
        '<link rel="stylesheet" crossorigin href="/assets/menu-page.css"><link rel="stylesheet" crossorigin href="/assets/shared.css">' +
        '<title>Meatballs · Pawprint</title></head><body><div id="root" inert><h1>Meatballs</h1></div>' +
        '<script type="application/json" id="first-page-data">{}</script><script type="module" src="/assets/entry.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/menu-page.js"><link rel="modulepreload" crossorigin href="/assets/shared.js"></body></html>',
    );
    // A page whose module the build does not have is sent as it is.
    expect((await get('/streamed-unbuilt')).body.toString().startsWith(`${HEAD}<title>Meatballs · Pawprint</title></head>`)).toBe(true);
  });

  it("never serves the render's own files", async () => {
    for (const pathname of ['/.ssr/server-render.js', '/%2Essr/server-render.js', '/assets/../.ssr/server-render.js', '/.vite/manifest.json', '/%2Evite/manifest.json']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
    }
  });

  it('leaves a page without the root element as it is', () => {
    expect(pageWithFirstScreen('<html><body></body></html>', { html: '<p>x</p>', answersJson: '{}' })).toBeNull();
    // A `$&` in the markup is text, not a replacement pattern.
    expect(pageWithFirstScreen(INDEX, { html: '<p>$& and $1</p>', answersJson: '{}' })).toContain('<div id="root" inert><p>$& and $1</p></div>');
  });
});
