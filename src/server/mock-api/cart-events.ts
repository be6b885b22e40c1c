// cartChanged: every cart mutation publishes the cart id; each subscriber reads the cart as it is then.
// Thousands may watch one cart: the cart's view is made once per change and shared (`shared`), and the
// watchers are told in slices with the event loop free between them, so a change never holds up other requests.

/** Values worked out once per change and shared by all its watchers (the cart's view). */
export type SharedSnapshot = Record<string, unknown>;

/** Watchers told per turn of the event loop. */
export const FAN_OUT_SLICE = 200;

export interface CartEvents {
  publish(cartId: string): void;
  /** An async iterator of snapshots taken after each change of the cart (null snapshots are skipped). */
  watch<T>(cartId: string, snapshot: (shared: SharedSnapshot) => T | null): AsyncIterableIterator<T>;
  /** Number of open watchers (for tests and clean shutdown). */
  size(): number;
  closeAll(): void;
}

export function createCartEvents(): CartEvents {
  const watchers = new Map<string, Set<(shared: SharedSnapshot) => void>>();
  const closers = new Set<() => void>();

  function watch<T>(cartId: string, snapshot: (shared: SharedSnapshot) => T | null): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let wake: ((r: IteratorResult<T>) => void) | null = null;
    let done = false;

    const onChange = (shared: SharedSnapshot) => {
      if (done) return;
      const value = snapshot(shared);
      if (value === null || done) return;
      if (wake) {
        const w = wake;
        wake = null;
        w({ value, done: false });
      } else queue.push(value);
    };
    const close = (): Promise<IteratorResult<T>> => {
      if (!done) {
        done = true;
        watchers.get(cartId)?.delete(onChange);
        if (watchers.get(cartId)?.size === 0) watchers.delete(cartId);
        closers.delete(closeNow);
        wake?.({ value: undefined, done: true });
        wake = null;
      }
      return Promise.resolve({ value: undefined, done: true });
    };
    const closeNow = () => void close();

    if (!watchers.has(cartId)) watchers.set(cartId, new Set());
    watchers.get(cartId)!.add(onChange);
    closers.add(closeNow);

    return {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => { wake = resolve; });
      },
      return: close,
      throw: (error) => close().then(() => Promise.reject(error)),
      [Symbol.asyncIterator]() { return this; },
    };
  }

  return {
    publish: (cartId) => {
      const listening = watchers.get(cartId);
      if (!listening) return;
      const shared: SharedSnapshot = {};
      const pending = [...listening];
      const tell = (from: number) => {
        for (let i = from; i < Math.min(pending.length, from + FAN_OUT_SLICE); i++) pending[i](shared);
        // setTimeout, not setImmediate: this runs in the page too (the in-browser API).
        if (from + FAN_OUT_SLICE < pending.length) setTimeout(() => tell(from + FAN_OUT_SLICE), 0);
      };
      tell(0);
    },
    watch,
    size: () => closers.size,
    closeAll: () => [...closers].forEach((close) => close()),
  };
}
