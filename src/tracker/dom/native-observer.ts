// Some pages replace window.MutationObserver (a polyfill, a zone library, a script that stubs it out):
// the recorder needs the browser's own. It takes the page's when that is native, a zone library's saved
// original, or else the one of a fresh frame's window, which no page script has touched.

const isNative = (fn: unknown): boolean => typeof fn === 'function' && /\[native code\]\s*\}$/.test(Function.prototype.toString.call(fn));

export function nativeMutationObserver(win: Window & typeof globalThis = window): typeof MutationObserver {
  const own = win.MutationObserver;
  if (isNative(own)) return own;
  const zone = (win as { Zone?: { __symbol__?: (name: string) => string } }).Zone;
  const saved = zone?.__symbol__ ? (win as unknown as Record<string, unknown>)[zone.__symbol__('MutationObserver')] : undefined;
  if (isNative(saved)) return saved as typeof MutationObserver;
  const doc = win.document;
  const frame = doc.createElement('iframe');
  try {
    frame.hidden = true;
    (doc.body ?? doc.documentElement).appendChild(frame);
    const fresh = (frame.contentWindow as (Window & typeof globalThis) | null)?.MutationObserver;
    if (typeof fresh === 'function') return fresh;
  } catch {
    // a page that does not allow frames: the page's own is all there is
  } finally {
    frame.remove();
  }
  return own;
}
