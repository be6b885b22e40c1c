// The shop's own render of a first screen (src/composition/server-render.tsx) against the local server: the
// catalogue pages come with their content and the data they were rendered with; other pages are left to the browser.
import { createServer, request as forwardRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFirstScreen } from '../../src/composition/server-render';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';

let shop: RunningMockServer;
beforeAll(async () => {
  shop = await startMockServer({ port: 0, dataDir: null, staticDir: null, log: () => {} });
});
afterAll(() => shop.close());

const render = (pathname: string) => renderFirstScreen({ url: new URL(pathname, 'http://shop.test'), apiOrigin: shop.url });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe("The first screen's render", () => {
  it('renders home with its hero, header and featured shelves, and the shelves it rendered with', async () => {
    const screen = await render('/');
    expect(screen).not.toBeNull();
    const shown = text(screen!.html);
    expect(shown).toContain('Treats and chews that fit your dog');
    expect(shown).toContain('Featured boxes');
    expect(shown).toContain('Treat and Chew Box');
    expect(screen!.html).toContain('aria-label="Pawprint home"');
    const data = JSON.parse(screen!.answersJson);
    expect(data.home.boxes.map((p: { name: string }) => p.name)).toContain('Treat and Chew Box');
    expect(screen!.title).toBe('Dog treats, chews and boxes · Pawprint');
  });

  it("gives each page's tab title as the browser would set it, the 404's included", async () => {
    const titles: Record<string, string> = {};
    for (const pathname of ['/treat-and-chew-box', '/meatballs', '/referral', '/no-such-page']) titles[pathname] = (await render(pathname))!.title;
    expect(titles).toEqual({
      '/treat-and-chew-box': 'Treat and Chew Box · Pawprint',
      '/meatballs': 'Meatballs · Pawprint',
      '/referral': 'Refer a Friend · Pawprint',
      '/no-such-page': 'Page not found · Pawprint',
    });
  });

  it("renders a box, a good and a content page from the backend's answer for the path", async () => {
    for (const [pathname, heading] of [['/treat-and-chew-box', 'Treat and Chew Box'], ['/meatballs', 'Meatballs'], ['/referral', 'Refer a Friend']]) {
      const screen = await render(pathname);
      expect(screen, pathname).not.toBeNull();
      expect(screen!.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(Object.keys(JSON.parse(screen!.answersJson))).toEqual([`page:${pathname}`]);
    }
  });

  it("renders a product page whole, its reviews' section included (their services come in a chunk of their own in the page)", async () => {
    const screen = await render('/meatballs');
    expect(screen!.html).toMatch(/<h2[^>]*>Reviews<\/h2>/);
    // The section's content, not the fallback React sends for a part whose render failed.
    expect(text(screen!.html)).not.toContain('Loading the reviews');
  });

  it('leaves pages that are not the catalogue to the browser', async () => {
    for (const pathname of ['/login', '/checkout', '/dashboard', '/box/start']) expect(await render(pathname), pathname).toBeNull();
  });

  it('leaves the page to the browser when the API cannot answer', async () => {
    const screen = await renderFirstScreen({ url: new URL('http://shop.test/'), apiOrigin: 'http://127.0.0.1:9' });
    expect(screen).toBeNull();
  });

  it('asks again when the connection it was kept on is closed under the call, and renders', async () => {
    // A front that drops the first call's connection (as a server closing an idle kept-alive connection does) and
    // passes every later call to the shop.
    let calls = 0;
    const front = createServer((req, res) => {
      if (++calls === 1) return void req.socket.destroy();
      const target = new URL(shop.url);
      const ahead = forwardRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(ahead);
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = front.address() as AddressInfo;
      const screen = await renderFirstScreen({ url: new URL('http://shop.test/meatballs'), apiOrigin: `http://127.0.0.1:${port}` });
      expect(screen?.html).toMatch(/<h1[^>]*>Meatballs<\/h1>/);
      expect(calls).toBeGreaterThanOrEqual(2);
    } finally {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    }
  });
});
