import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImageRequest } from '../../src/server/http/image-endpoint';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';
import { ICON_SIZES, IMAGE_WIDTHS, imageSrcSet, optimizedImageUrl } from '../../src/domain';

let shop: RunningMockServer;
beforeAll(async () => {
  shop = await startMockServer({ port: 0, dataDir: null, staticDir: null, log: () => {} });
});
afterAll(async () => {
  await shop.close();
});

const get = (query: string) => fetch(`${shop.url}/_next/image?${query}`);

describe('GET /_next/image (001 §7 §9)', () => {
  it.each([...IMAGE_WIDTHS, ...ICON_SIZES])('serves a site image at the allowed width %i', async (w) => {
    const res = await get(`url=${encodeURIComponent('/images/treat-and-chew-box.svg')}&w=${w}&q=75`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-image-width')).toBe(String(w));
    expect(await res.text()).toContain('<svg');
  });

  it('uses quality 75 when q is not given', async () => {
    const res = await get(`url=%2Fimages%2Fcontent%2Fhappy-dog.svg&w=640`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-image-quality')).toBe('75');
  });

  it.each([
    ['w=640', '"url" parameter is required'],
    ['url=https%3A%2F%2Fevil.example%2Fa.svg&w=640', '"url" parameter is invalid'],
    ['url=%2F%2Fevil.example%2Fa.svg&w=640', '"url" parameter is invalid'],
    ['url=%2Fimages%2Fmini-box.svg&w=641', '"w" parameter (width) of 641 is not allowed'],
    ['url=%2Fimages%2Fmini-box.svg', '"w" parameter (width) is required and must be a number'],
    ['url=%2Fimages%2Fmini-box.svg&w=640&q=0', '"q" parameter (quality) must be an integer between 1 and 100'],
    ['url=%2Fimages%2Fmini-box.svg&w=640&q=101', '"q" parameter (quality) must be an integer between 1 and 100'],
  ])('refuses %s with 400 and says why', async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(message);
  });

  it('answers 404 for a missing image and never reads outside the image folders', async () => {
    expect((await get('url=%2Fimages%2Fnope.svg&w=640')).status).toBe(404);
    expect((await get(`url=${encodeURIComponent('/../package.json')}&w=640`)).status).toBe(404);
  });

  it('the client asks with the same widths the server allows', () => {
    const set = imageSrcSet('/images/mini-box.svg');
    for (const w of IMAGE_WIDTHS) expect(set).toContain(`${optimizedImageUrl('/images/mini-box.svg', w)} ${w}w`);
    for (const entry of set.split(', ')) {
      const url = new URL(entry.split(' ')[0], 'http://x');
      expect(parseImageRequest(url.searchParams).ok).toBe(true);
    }
    expect(imageSrcSet('/images/mini-box.svg', 48)).toBe(`${optimizedImageUrl('/images/mini-box.svg', 48)} 1x, ${optimizedImageUrl('/images/mini-box.svg', 96)} 2x`);
  });
});
