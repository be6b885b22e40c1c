import { serviceToken } from './service-token';

/**
 * Work done by one tab of this browser at a time: another tab that asks meanwhile waits its turn. A tab's turn
 * ends when its work settles, or with its page (a reload or a closed tab frees it), so a waiting tab is never
 * held by a page that is gone.
 */
export interface TabLock {
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

export const TabLock = serviceToken<TabLock>('TabLock');
