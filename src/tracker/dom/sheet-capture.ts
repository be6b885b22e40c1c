// CSS that a page writes through the CSSOM changes no DOM node, so the MutationObserver never sees it:
// CSS-in-JS libraries fill an empty <style> with insertRule, components adopt constructed sheets
// (adoptedStyleSheets, replaceSync). Without these the replay is unstyled. They go with the protocol's
// AdoptedSS messages: a sheet gets an id the first time it matters, its whole text once
// (AdoptedSSReplaceURLBased), then each top-level insertRule and deleteRule as it happens; its owners
// are the document (as the <html> element's id), a shadow root or a frame's document by their ids, or
// the <style> element whose sheet the rules are.
import { MessageType as M } from '../../protocol/messages';
import type { RecordingContext } from './recording-context';

type Root = Document | ShadowRoot;
type Sheet = CSSStyleSheet;

const sheetText = (sheet: Sheet): string | null => {
  try {
    let text = '';
    const rules = sheet.cssRules;
    for (let i = 0; i < rules.length; i++) text += (i ? '\n' : '') + rules[i].cssText;
    return text;
  } catch {
    return null; // another origin's stylesheet keeps its rules to itself
  }
};

/** Wraps a prototype's method so `after` runs once the page's call returned; gives the undo. */
function after<T extends object>(proto: T | undefined, name: string, then: (self: never, args: unknown[], result: unknown) => void): () => void {
  const target = proto as Record<string, unknown> | undefined;
  const original = target?.[name];
  if (!target || typeof original !== 'function') return () => {};
  const wrapped = function (this: never, ...args: unknown[]): unknown {
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    try {
      then(this, args, result);
    } catch {
      // the recording never breaks the page's call
    }
    return result;
  };
  target[name] = wrapped;
  return () => {
    if (target[name] === wrapped) target[name] = original;
  };
}

export class SheetCapture {
  #ids = new WeakMap<Sheet, number>();
  #next = 1;
  /** Sheets to write whole at the next commit (new to the recording, or changed in a way not sent as a rule). */
  #dirty = new Set<Sheet>();
  /** Recorded roots and the sheets each had adopted when last looked at. */
  #roots = new Map<Root, readonly Sheet[]>();
  /** Roots recorded since the last commit: their <style> sheets filled without text are looked for once. */
  #fresh: Root[] = [];
  #undo: (() => void)[] = [];
  /** Windows whose CSSOM calls are watched. */
  #wrapped = new Set<typeof globalThis>();

  readonly #ctx: RecordingContext;

  constructor(ctx: RecordingContext) {
    this.#ctx = ctx;
  }

  start(): void {
    this.stop();
    this.#ids = new WeakMap();
    this.#next = 1;
    this.#wrap(globalThis);
  }

  /** A new sheet id, for sheets recorded beside the CSSOM's (a linked sheet's fetched CSS). */
  newId(): number {
    return this.#next++;
  }

  /**
   * Watches the CSSOM calls of a window: the page's, and each same-origin frame's, whose sheets and documents
   * are made by its own window's constructors.
   */
  #wrap(scope: typeof globalThis): void {
    if (this.#wrapped.has(scope)) return;
    this.#wrapped.add(scope);
    this.#undo.push(() => this.#wrapped.delete(scope));
    const sheetProto = scope.CSSStyleSheet?.prototype;
    const groupProto = scope.CSSGroupingRule?.prototype;
    this.#undo.push(
      after(sheetProto, 'insertRule', (sheet: Sheet, args, index) => this.#inserted(sheet, String(args[0]), index as number)),
      after(sheetProto, 'deleteRule', (sheet: Sheet, args) => this.#deleted(sheet, Number(args[0]))),
      after(sheetProto, 'replaceSync', (sheet: Sheet) => this.touch(sheet)),
      after(sheetProto, 'replace', (sheet: Sheet, _args, done) => {
        (done as Promise<unknown>)?.then?.(() => this.touch(sheet), () => undefined);
      }),
      // A rule inside @media or @supports: the sheet is written whole at the commit.
      after(groupProto, 'insertRule', (rule: CSSRule) => this.touch(rule.parentStyleSheet)),
      after(groupProto, 'deleteRule', (rule: CSSRule) => this.touch(rule.parentStyleSheet)),
    );
    for (const proto of [scope.Document?.prototype, scope.ShadowRoot?.prototype]) {
      const descriptor = proto && Object.getOwnPropertyDescriptor(proto, 'adoptedStyleSheets');
      if (!proto || !descriptor?.set || !descriptor.configurable) continue;
      const schedule = this.#ctx.schedule;
      const set = descriptor.set;
      // Adoption is compared at each commit; assigning a new list only asks for one.
      Object.defineProperty(proto, 'adoptedStyleSheets', {
        ...descriptor,
        set(this: Root, sheets: Sheet[]) {
          set.call(this, sheets);
          schedule();
        },
      });
      this.#undo.push(() => Object.defineProperty(proto, 'adoptedStyleSheets', descriptor));
    }
  }

  stop(): void {
    for (const undo of this.#undo.splice(0)) undo();
    this.#dirty.clear();
    this.#roots.clear();
    this.#fresh = [];
  }

  /** A document or shadow root starts being recorded. */
  watch(root: Root): void {
    // A same-origin frame's document: its window's CSSOM calls are watched too.
    const frameWindow = root.nodeType === 9 ? (root as Document).defaultView : null;
    if (frameWindow && frameWindow !== (globalThis as unknown)) this.#wrap(frameWindow as unknown as typeof globalThis);
    this.#roots.set(root, []);
    this.#fresh.push(root);
  }

  /** Writes what changed since the last commit; called when the DOM's own changes are all written. */
  commit(): void {
    const { registry } = this.#ctx;
    for (const root of this.#fresh.splice(0)) {
      const sheets = root.styleSheets;
      for (let i = 0; sheets && i < sheets.length; i++) {
        const owner = sheets[i].ownerNode;
        // Rules without text: a CSS-in-JS sheet filled before the recording started.
        if (owner?.nodeName === 'STYLE' && !owner.textContent?.trim() && this.#ruleCount(sheets[i]) > 0) this.#dirty.add(sheets[i]);
      }
    }
    for (const sheet of this.#dirty) {
      const owner = sheet.ownerNode;
      if (!owner) {
        if (this.#ids.has(sheet)) this.#writeWhole(sheet);
        continue;
      }
      const ownerId = owner.nodeName === 'STYLE' ? registry.idOf(owner) : undefined;
      if (ownerId === undefined) continue; // not in the recording (a linked sheet loads on its own)
      const known = this.#ids.has(sheet);
      if (this.#writeWhole(sheet) && !known) this.#ctx.out.push([M.AdoptedSSAddOwner, this.#ids.get(sheet)!, ownerId]);
    }
    this.#dirty.clear();
    for (const [root, before] of this.#roots) this.#compareAdopted(root, before);
  }

  #compareAdopted(root: Root, before: readonly Sheet[]): void {
    const ownerId = this.#ownerId(root);
    if (ownerId === undefined) {
      this.#roots.delete(root); // its host left the recording
      return;
    }
    const now = root.adoptedStyleSheets;
    if (!now || (now.length === before.length && now.every((s, i) => s === before[i]))) return;
    const { out } = this.#ctx;
    const extends_ = before.every((s, i) => now[i] === s);
    if (!extends_) for (const sheet of before) out.push([M.AdoptedSSRemoveOwner, this.#ids.get(sheet)!, ownerId]);
    for (let i = extends_ ? before.length : 0; i < now.length; i++) {
      const sheet = now[i];
      if (!this.#ids.has(sheet)) this.#writeWhole(sheet);
      out.push([M.AdoptedSSAddOwner, this.#ids.get(sheet)!, ownerId]);
    }
    this.#roots.set(root, [...now]);
  }

  #ownerId(root: Root): number | undefined {
    const { registry } = this.#ctx;
    return registry.idOf(root) ?? (root.nodeType === 9 ? registry.idOf((root as Document).documentElement) : undefined);
  }

  #ruleCount(sheet: Sheet): number {
    try {
      return sheet.cssRules.length;
    } catch {
      return 0;
    }
  }

  /** Gives the sheet an id if it has none and writes its whole text; false when its rules cannot be read. */
  #writeWhole(sheet: Sheet): boolean {
    const text = sheetText(sheet);
    if (text === null) return false;
    let id = this.#ids.get(sheet);
    if (id === undefined) {
      id = this.#next++;
      this.#ids.set(sheet, id);
    }
    this.#ctx.out.push([M.AdoptedSSReplaceURLBased, id, text, this.#ctx.baseURL]);
    return true;
  }

  touch(sheet: Sheet | null): void {
    if (!sheet) return;
    this.#dirty.add(sheet);
    this.#ctx.schedule();
  }

  #inserted(sheet: Sheet, rule: string, index: number): void {
    const id = this.#ids.get(sheet);
    if (id === undefined || this.#dirty.has(sheet)) return this.touch(sheet);
    this.#ctx.out.push([M.AdoptedSSInsertRuleURLBased, id, rule, index, this.#ctx.baseURL]);
    this.#ctx.schedule();
  }

  #deleted(sheet: Sheet, index: number): void {
    const id = this.#ids.get(sheet);
    if (id === undefined || this.#dirty.has(sheet)) return this.touch(sheet);
    this.#ctx.out.push([M.AdoptedSSDeleteRule, id, index]);
    this.#ctx.schedule();
  }
}
