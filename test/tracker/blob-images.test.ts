// @vitest-environment jsdom
// A blob: picture's bytes are kept as a data: address, within a cap, and never where the page's text is hidden.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { BlobImages, MAX_BLOB_IMAGE_BYTES } from '../../src/tracker/dom/blob-images';
import { OBSCURED } from '../../src/tracker/dom/node-registry';
import { createContext } from '../../src/tracker/dom/recording-context';
import { resolveOptions } from '../../src/tracker/options';
import { readChunk } from '../../src/tracker/worker/message-chunk-reader';

afterEach(() => vi.unstubAllGlobals());

async function kept(bytes: number, level = 0, options: Record<string, unknown> = {}): Promise<unknown[][]> {
  // the page's own Blob (a Response's would be Node's, which jsdom's FileReader does not read)
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve({ blob: () => Promise.resolve(new Blob([new Uint8Array(bytes)], { type: 'image/png' })) })));
  const ctx = createContext(resolveOptions({ projectKey: 'k', ...options }, 'http://shop.test'), () => {}, () => {}, () => {});
  ctx.registry.bind(document.documentElement, -1, 0);
  const img = document.createElement('img');
  img.setAttribute('src', 'blob:http://shop.test/4f1c');
  const id = ctx.registry.bind(img, 0, level);
  const images = new BlobImages(ctx);
  images.note(img);
  // Turns of the event loop (no time passes): the blob's read and its encoding settle.
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  images.commit();
  const chunk = ctx.out.take(0);
  return (chunk ? readChunk(chunk).filter((m: Message) => m[0] !== M.Timestamp) : []).map((m): unknown[] => (m[1] === id ? m : ['other']));
}

describe('blob: pictures', () => {
  it('are sent as data: addresses', async () => {
    const sent = await kept(100);
    expect(sent).toHaveLength(1);
    expect(sent[0].slice(0, 3)).toEqual([M.SetNodeAttribute, 1, 'src']);
    expect(String(sent[0][3])).toMatch(/^data:image\/png;base64,/);
  });

  it('over the cap, inside an obscured part, or in private mode are not', async () => {
    expect(await kept(MAX_BLOB_IMAGE_BYTES + 1)).toEqual([]);
    expect(await kept(100, OBSCURED)).toEqual([]);
    expect(await kept(100, 0, { privateMode: true })).toEqual([]);
  });
});
