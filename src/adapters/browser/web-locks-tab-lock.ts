import type { TabLock } from '../../ports/tab-lock';

/** The part of the browser's LockManager (navigator.locks) the lock uses. */
export interface LockRequests {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const browserLocks = (): LockRequests | null =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as LockRequests) : null;

/**
 * TabLock over the Web Locks API, which frees a lock when the page holding it goes. Where the browser has none,
 * the work still runs one at a time within the tab (other tabs are then not waited for).
 */
export class WebLocksTabLock implements TabLock {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly name: string,
    private readonly locks: LockRequests | null = browserLocks(),
  ) {}

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.locks) return this.locks.request(this.name, work);
    const turn = this.queue.then(work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}
