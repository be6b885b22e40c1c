// Canvas snapshots in place: the agent uploads images of each recorded canvas (named by creation time,
// canvas id and image id); the replay draws, into each replayed canvas, the latest image taken by the
// player's moment. Images come from the ingest's replay API and are cached once loaded.
import { readSnapshotName } from '../domain/recording';

export interface CanvasSnapshot {
  createdAt: number;
  canvasId: number;
  name: string;
}

/** The snapshots listed in a session's notes ('canvas-images'), in time order. */
export function snapshotsOf(notes: unknown[]): CanvasSnapshot[] {
  const out: CanvasSnapshot[] = [];
  for (const note of notes) {
    const n = note as { type?: unknown; files?: unknown };
    if (n?.type !== 'canvas-images' || !Array.isArray(n.files)) continue;
    for (const name of n.files) {
      const read = typeof name === 'string' ? readSnapshotName(name) : null;
      if (read) out.push({ createdAt: read.createdAt, canvasId: read.canvasId, name });
    }
  }
  return out.sort((a, b) => a.createdAt - b.createdAt);
}

/** For each canvas, the last snapshot taken at or before `at` (ms since the epoch). */
export function snapshotsAt(snapshots: CanvasSnapshot[], at: number): Map<number, CanvasSnapshot> {
  const out = new Map<number, CanvasSnapshot>();
  for (const s of snapshots) {
    if (s.createdAt > at) break;
    out.set(s.canvasId, s);
  }
  return out;
}

export class CanvasPainter {
  private readonly images = new Map<string, HTMLImageElement>();
  private readonly drawn = new WeakMap<Element, string>();

  constructor(
    private readonly snapshots: CanvasSnapshot[],
    private readonly startedAt: number,
    private readonly urlOf: (name: string) => string,
    private readonly nodeOf: (id: number) => Node | undefined,
  ) {}

  /** Draws what each canvas showed at the player's `time` (ms from the session's start). */
  paint(time: number): void {
    if (!this.snapshots.length) return;
    for (const [canvasId, snapshot] of snapshotsAt(this.snapshots, this.startedAt + time)) {
      // The frame's nodes belong to another window: checked by name, not instanceof.
      const node = this.nodeOf(canvasId);
      if (node?.nodeName.toLowerCase() !== 'canvas') continue;
      const canvas = node as HTMLCanvasElement;
      if (this.drawn.get(canvas) === snapshot.name) continue;
      this.drawn.set(canvas, snapshot.name);
      this.draw(canvas, snapshot.name);
    }
  }

  private draw(canvas: HTMLCanvasElement, name: string): void {
    let image = this.images.get(name);
    if (!image) {
      image = new Image();
      image.src = this.urlOf(name);
      this.images.set(name, image);
    }
    const put = () => {
      if (this.drawn.get(canvas) !== name) return; // a later snapshot came meanwhile
      const ctx = canvas.getContext('2d');
      ctx?.clearRect(0, 0, canvas.width, canvas.height);
      ctx?.drawImage(image!, 0, 0, canvas.width, canvas.height);
    };
    if (image.complete && image.naturalWidth) put();
    else image.addEventListener('load', put, { once: true });
  }
}
