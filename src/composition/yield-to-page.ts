/**
 * Hands the main thread back to the browser (a tap, a paint) between two steps of the page's start, so that on a
 * slow phone the start is several short tasks rather than one long one. `scheduler.yield()` where the browser has
 * it (the start goes on ahead of other queued work), else a fresh task.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
