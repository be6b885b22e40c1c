// 001 §9 canvas snapshots: one image per 1000/fps ms at quality low 0.35, medium 0.55, high 0.8, webp by
// default, the first scan 250 ms after the start, an upload after 10 images, each file named by its
// creation time, canvas id and image id.
export const CANVAS_QUALITY = { low: 0.35, medium: 0.55, high: 0.8 } as const;
export const CANVAS_SCAN_DELAY_MS = 250;
export const CANVAS_UPLOAD_AFTER = 10;
export const CANVAS_IMAGE_TYPE = 'image/webp';

export interface CanvasSettings {
  intervalMs: number;
  quality: number;
}

/** The start reply's canvas fields, or null when it does not enable canvas recording. */
export function canvasSettings(reply: Record<string, unknown>): CanvasSettings | null {
  if (reply.canvasEnabled !== true) return null;
  const fps = typeof reply.canvasFPS === 'number' && reply.canvasFPS > 0 ? Math.min(reply.canvasFPS, 30) : 1;
  const name = typeof reply.canvasQuality === 'string' && reply.canvasQuality in CANVAS_QUALITY ? (reply.canvasQuality as keyof typeof CANVAS_QUALITY) : 'medium';
  return { intervalMs: 1000 / fps, quality: CANVAS_QUALITY[name] };
}

/** {createdAt}_{canvasId}_{imageId}.{ext}, the name the ingest keeps the snapshot under. */
export function snapshotName(createdAt: number, canvasId: number, imageId: number, type = CANVAS_IMAGE_TYPE): string {
  const ext = type === 'image/jpeg' ? 'jpeg' : type === 'image/png' ? 'png' : 'webp';
  return `${Math.round(createdAt)}_${canvasId}_${imageId}.${ext}`;
}

/** A snapshot's name read back: null when it is not one. */
export function readSnapshotName(name: string): { createdAt: number; canvasId: number; imageId: number } | null {
  const m = /^(?:canvas-)?(\d{1,16})_(\d{1,16})_(\d{1,16})\.(webp|png|jpeg|jpg)$/.exec(name);
  return m ? { createdAt: Number(m[1]), canvasId: Number(m[2]), imageId: Number(m[3]) } : null;
}
