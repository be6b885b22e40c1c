// A picture whose src is a `blob:` address (made by URL.createObjectURL: an upload's preview, an image the
// page drew or decoded) is gone by replay time: the address dies with the page, or sooner when revoked. Its
// bytes are kept as a data: address, sent as the picture's src once read, within a size cap, and never for a
// picture whose text would be hidden (an obscured part of the page, or every part in private mode).
import { MessageType as M } from '../../protocol/messages';
import { OBSCURED, UNMASKED } from './node-registry';
import type { RecordingContext } from './recording-context';

/** A picture larger than this shows as the empty box of its size: a recording is not a photo archive. */
export const MAX_BLOB_IMAGE_BYTES = 256 * 1024;
/** Its data: address, base64 being 4/3 of the bytes, plus the type. */
const MAX_DATA_URL_CHARS = Math.ceil(MAX_BLOB_IMAGE_BYTES / 3) * 4 + 100;

const asDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/** What the picture shows, drawn again: for a blob the page revoked before it could be read. */
async function drawn(img: HTMLImageElement): Promise<string | null> {
  await img.decode();
  const canvas = img.ownerDocument.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  canvas.getContext('2d')?.drawImage(img, 0, 0);
  const url = canvas.toDataURL('image/webp', 0.8);
  return url.length <= MAX_DATA_URL_CHARS ? url : null;
}

async function bytesOf(img: HTMLImageElement, src: string): Promise<string | null> {
  try {
    const blob = await (await fetch(src)).blob();
    if (blob.size > MAX_BLOB_IMAGE_BYTES) return null;
    if (!blob.type || blob.type.startsWith('image/')) return await asDataUrl(blob);
    return null;
  } catch {
    try {
      return await drawn(img);
    } catch {
      return null;
    }
  }
}

export class BlobImages {
  #read = new WeakMap<Element, string>();
  #ready: [Element, string, string][] = [];
  #live = true;

  readonly #ctx: RecordingContext;

  constructor(ctx: RecordingContext) {
    this.#ctx = ctx;
  }

  note(img: HTMLImageElement): void {
    const src = img.getAttribute('src');
    if (!src?.startsWith('blob:') || this.#read.get(img) === src) return;
    this.#read.set(img, src);
    void bytesOf(img, src).then((data) => {
      if (data === null || !this.#live) return;
      this.#ready.push([img, src, data]);
      this.#ctx.schedule();
    });
  }

  commit(): void {
    const { registry, options, out } = this.#ctx;
    for (const [img, src, data] of this.#ready.splice(0)) {
      const id = registry.idOf(img);
      if (id === undefined || img.getAttribute('src') !== src) continue;
      const level = registry.privacyLevels[id];
      if ((level & OBSCURED) !== 0 || (options.privateMode && (level & UNMASKED) === 0)) continue;
      out.push([M.SetNodeAttribute, id, 'src', data]);
    }
  }

  stop(): void {
    this.#live = false;
    this.#ready = [];
  }
}
