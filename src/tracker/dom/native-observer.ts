// Some pages replace window.MutationObserver (a polyfill, a zone library, a script that stubs it out):
// the recorder needs the browser's own. It takes the page's when that is native, else the one of a fresh
// frame's window, which no page script has touched.
export function nativeMutationObserver(): typeof MutationObserver {
  const own = window.MutationObserver;
  if (/\[native code\]\s*\}$/.test(String(own))) return own;
  const frame = document.createElement('iframe');
  try {
    document.documentElement.appendChild(frame);
    return (frame.contentWindow as (Window & typeof globalThis) | null)?.MutationObserver || own;
  } catch {
    return own; // a page that allows no frames: its own is all there is
  } finally {
    frame.remove();
  }
}
