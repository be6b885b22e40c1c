// Canvas snapshots (001 §9), a chunk of its own, on only when the start reply enables them: 250 ms
// after the start and then once per image interval, each recorded canvas that is on screen and not
// obscured becomes an image (webp at the reply's quality); every 10 images go to
// POST {ingest}/v1/web/images as a multipart form. A CanvasNode message marks each canvas's first image.
import { CANVAS_IMAGE_TYPE, CANVAS_SCAN_DELAY_MS, CANVAS_UPLOAD_AFTER, canvasSettings, snapshotName } from '../../domain/recording/canvas-settings';
import type { StartResponse } from '../../domain/recording/start-response';
import { MessageType as M } from '../../protocol/messages';
import type { AgentModule, ModuleHooks } from './module-api';

export class CanvasCapture implements AgentModule {
  #timer: ReturnType<typeof setTimeout> | null = null;
  #pending: { name: string; blob: Blob }[] = [];
  #imageId = 0;
  readonly #marked = new Set<number>();

  /** Images not yet sent go when the page is hidden or left, so the last seconds are not lost. */
  readonly #onHide = () => {
    if (this.#pending.length) void this.#upload();
  };

  readonly #hooks: ModuleHooks;

  constructor(hooks: ModuleHooks) {
    this.#hooks = hooks;
    window.addEventListener('pagehide', this.#onHide);
  }

  started(reply: StartResponse): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const settings = reply.doNotRecord === true ? null : canvasSettings(reply);
    if (!settings) return;
    const loop = () => {
      this.#snapshot(settings.quality);
      this.#timer = setTimeout(loop, settings.intervalMs);
    };
    this.#timer = setTimeout(loop, CANVAS_SCAN_DELAY_MS);
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    window.removeEventListener('pagehide', this.#onHide);
    if (this.#pending.length) void this.#upload();
  }

  /** On screen, with a size, and neither it nor an ancestor obscured. */
  #visible(canvas: HTMLCanvasElement): boolean {
    if (canvas.closest(`[${this.#hooks.options.obscureAttribute}]`) || canvas.width === 0 || canvas.height === 0) return false;
    const r = canvas.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && getComputedStyle(canvas).visibility !== 'hidden';
  }

  #snapshot(quality: number): void {
    for (const canvas of document.querySelectorAll('canvas')) {
      const id = this.#hooks.nodeId(canvas);
      if (id === undefined || !this.#visible(canvas)) continue;
      const createdAt = this.#hooks.now();
      try {
        canvas.toBlob(
          (blob) => {
            if (!blob || !this.#timer) return;
            if (!this.#marked.has(id)) {
              this.#marked.add(id);
              this.#hooks.send([M.CanvasNode, String(id), createdAt]);
            }
            this.#pending.push({ name: snapshotName(createdAt, id, ++this.#imageId, blob.type || CANVAS_IMAGE_TYPE), blob });
            if (this.#pending.length >= CANVAS_UPLOAD_AFTER) void this.#upload();
          },
          CANVAS_IMAGE_TYPE,
          quality,
        );
      } catch {
        // A canvas tainted by another origin's images cannot be read: it is left out.
      }
    }
  }

  async #upload(): Promise<void> {
    const images = this.#pending.splice(0);
    const form = new FormData();
    for (const { name, blob } of images) form.append('snapshot', blob, name);
    try {
      const response = await fetch(`${this.#hooks.options.ingestPoint}/v1/web/images`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.#hooks.token()}` },
        body: form,
        keepalive: images.reduce((n, i) => n + i.blob.size, 0) < 60_000,
      });
      if (response.status === 401) this.#hooks.restart();
    } catch {
      // Lost snapshots leave a gap in the canvas's replay, nothing more.
    }
  }
}
