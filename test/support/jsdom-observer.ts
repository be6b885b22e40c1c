// The recorder takes the page's MutationObserver only when it prints as the browser's own ("[native code]");
// otherwise it builds a fresh frame to borrow one. jsdom's observer is the environment's own but prints its
// source, so every recorder start in jsdom built a whole frame window (a tenth of a second each, most of a
// recorder test's time). Tests mark it native; the test of a page that replaced its observer still replaces
// it with one that does not, and so still goes through the frame.
export function markJsdomObserverNative(): void {
  if (typeof window === 'undefined' || typeof window.MutationObserver !== 'function') return;
  Object.defineProperty(window.MutationObserver, 'toString', {
    value: () => 'function MutationObserver() { [native code] }',
    configurable: true,
  });
}
