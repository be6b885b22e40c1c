/**
 * A store's snapshot for `useSyncExternalStore` on a server-rendered page: the live state, but the very object the
 * server's render was hydrated with while the live state is the same in value. React compares the two by identity
 * once the page is hydrated, and an equal but other object made it render again at once, in the task that hydrated
 * the page, every part that reads the store.
 */
export function serverRenderedWhileSame<T>(serverRendered: T, same: (state: T) => boolean): (state: T) => T {
  return (state) => (same(state) ? serverRendered : state);
}
