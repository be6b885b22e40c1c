// What a page shows beyond its DOM (CSSOM rules, adopted sheets, modal dialogs, media play state, quirks mode)
// is recorded by a chunk that most pages never need. The core only watches for the first sign that a page uses
// one of them, and hands what it saw meanwhile to the chunk, which then records from there.

/**
 * A sheet written through the CSSOM, a rule inside one, a dialog or media element whose mode changed, or a
 * linked stylesheet or `blob:` picture to keep.
 */
export type FidelityUse = CSSStyleSheet | CSSRule | Element | null;

/**
 * Calls that change what a page shows without a DOM change the observer would see. A constructed sheet's
 * replace() and replaceSync() show only once it is adopted, which is watched below (or seen at the root's start);
 * rules inside @media or @supports are watched by the chunk (a page that writes its CSS through the CSSOM
 * inserts the grouping rule itself first).
 */
const CALLS: [string, string[]][] = [
  ['CSSStyleSheet', ['insertRule', 'deleteRule']],
  ['HTMLDialogElement', ['showModal']],
];

/** Whether a root recorded from now on already shows something the chunk records. */
export const showsBeyondDom = (root: Document | ShadowRoot): boolean =>
  (root as Document).compatMode === 'BackCompat' ||
  // A <style> without text is a CSS-in-JS sheet, filled through the CSSOM.
  !!(root.adoptedStyleSheets?.length || root.querySelector('dialog,video,audio,style:empty'));

/** Tells `use` after each such call of the page (or the adoption of sheets) until the returned undo runs. */
export function watchFidelityUse(use: (what: FidelityUse) => void): () => void {
  const undo: (() => void)[] = [];
  const scope = globalThis as unknown as Record<string, { prototype: Record<string, unknown> } | undefined>;
  for (const [name, methods] of CALLS) {
    const proto = scope[name]?.prototype;
    for (const method of methods) {
      const original = proto?.[method];
      if (!proto || typeof original !== 'function') continue;
      const wrapped = function (this: FidelityUse, ...args: unknown[]): unknown {
        const result = original.apply(this, args);
        use(this);
        return result;
      };
      proto[method] = wrapped;
      undo.push(() => {
        if (proto[method] === wrapped) proto[method] = original;
      });
    }
  }
  for (const name of ['Document', 'ShadowRoot']) {
    const proto = scope[name]?.prototype;
    const descriptor = proto && Object.getOwnPropertyDescriptor(proto, 'adoptedStyleSheets');
    if (!proto || !descriptor?.set || !descriptor.configurable) continue;
    const set = descriptor.set;
    Object.defineProperty(proto, 'adoptedStyleSheets', {
      ...descriptor,
      set(this: Document, sheets: CSSStyleSheet[]) {
        set.call(this, sheets);
        use(null);
      },
    });
    undo.push(() => Object.defineProperty(proto, 'adoptedStyleSheets', descriptor));
  }
  return () => {
    for (const u of undo.splice(0)) u();
  };
}
