import type { LockRequests } from '../../src/adapters/browser/web-locks-tab-lock';

/**
 * The browser's LockManager as the Web Locks API describes an exclusive request, for Node (which has none): one
 * holder per name, the next request granted when the holder's callback settles, in the order asked. A tab whose
 * page goes drops its held and waiting requests (`close`).
 */
export class LockManagerStandIn {
  private readonly held = new Map<string, { tab: number; release: () => void }>();
  private readonly waiting = new Map<string, { tab: number; grant: () => void }[]>();

  /** The requests of one tab (its page); `close` is the page going away. */
  tab(tab: number): LockRequests & { close(): void } {
    return {
      request: <T>(name: string, callback: () => Promise<T>) => this.request(tab, name, callback),
      close: () => this.close(tab),
    };
  }

  private request<T>(tab: number, name: string, callback: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const grant = () => {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          this.held.delete(name);
          this.waiting.get(name)?.shift()?.grant();
        };
        this.held.set(name, { tab, release });
        callback().then(resolve, reject).finally(release);
      };
      if (this.held.has(name)) this.waiting.set(name, [...(this.waiting.get(name) ?? []), { tab, grant }]);
      else grant();
    });
  }

  private close(tab: number): void {
    for (const [name, queue] of this.waiting) this.waiting.set(name, queue.filter((w) => w.tab !== tab));
    for (const holder of [...this.held.values()]) if (holder.tab === tab) holder.release();
  }
}
