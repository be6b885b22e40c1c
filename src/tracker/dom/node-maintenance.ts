// 001 §9 node maintenance: every 30000 ms the registry forgets nodes the page has dropped, 2500 ids per
// batch with 50 ms between batches, so long sessions do not keep removed DOM alive.
import { MAINTENANCE_BATCH, MAINTENANCE_GAP_MS, MAINTENANCE_INTERVAL_MS } from '../options';
import type { NodeRegistry } from './node-registry';

export class NodeMaintenance {
  #interval: ReturnType<typeof setInterval> | null = null;
  #gap: ReturnType<typeof setTimeout> | null = null;
  #cursor = 0;

  readonly #busy: () => boolean;

  constructor(
    private readonly registry: NodeRegistry,
    /** Pending records may still need a removed node's id for its RemoveNode: wait for them. */
    busy: () => boolean,
  ) {
    this.#busy = busy;
  }

  start(): void {
    if (this.#interval) return;
    this.#interval = setInterval(() => {
      if (this.#gap === null) this.sweep();
    }, MAINTENANCE_INTERVAL_MS);
  }

  /** One pass over every id, in batches. */
  sweep(): void {
    this.#cursor = 0;
    this.#batch();
  }

  #batch(): void {
    const { registry } = this;
    if (this.#busy()) {
      this.#gap = setTimeout(() => this.#batch(), MAINTENANCE_GAP_MS);
      return;
    }
    const end = Math.min(this.#cursor + MAINTENANCE_BATCH, registry.size);
    for (let id = this.#cursor; id < end; id++) {
      const node = registry.nodes[id];
      if (node !== undefined && !node.isConnected) registry.unbindId(id);
    }
    this.#cursor = end;
    this.#gap = end < registry.size ? setTimeout(() => this.#batch(), MAINTENANCE_GAP_MS) : null;
  }

  stop(): void {
    if (this.#interval) clearInterval(this.#interval);
    if (this.#gap) clearTimeout(this.#gap);
    this.#interval = null;
    this.#gap = null;
  }
}
