// cartChanged: every cart mutation publishes the cart id; each subscriber reads the cart as it is then.

export interface CartEvents {
  publish(cartId: string): void;
  /** An async iterator of snapshots taken after each change of the cart (null snapshots are skipped). */
  watch<T>(cartId: string, snapshot: () => T | null): AsyncIterableIterator<T>;
  /** Number of open watchers (for tests and clean shutdown). */
  size(): number;
  closeAll(): void;
}

export function createCartEvents(): CartEvents {
  const watchers = new Map<string, Set<() => void>>();
  const closers = new Set<() => void>();

  function watch<T>(cartId: string, snapshot: () => T | null): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let wake: ((r: IteratorResult<T>) => void) | null = null;
    let done = false;

    const onChange = () => {
      const value = snapshot();
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
    publish: (cartId) => watchers.get(cartId)?.forEach((notify) => notify()),
    watch,
    size: () => closers.size,
    closeAll: () => [...closers].forEach((close) => close()),
  };
}
