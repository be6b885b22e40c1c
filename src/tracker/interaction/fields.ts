// Typing and choosing in fields: each value as it is typed, with its label the first time the field is
// used; focus moves; text selections (masked like the text they are in).
import { MessageType as M } from '../../protocol/messages';
import { isField, writeInputTarget, writeInputValue } from '../dom/input-writer';
import type { RecordingContext } from '../dom/recording-context';
import { maskedText } from '../dom/text-writer';
import { eventTarget, type Listeners } from './listeners';

export class Fields {
  #changed = new Set<Node>();
  #labelled = new WeakSet<Node>();
  #selectionChanged = false;

  readonly #ctx: RecordingContext;

  constructor(ctx: RecordingContext) {
    this.#ctx = ctx;
  }

  attach(root: Document | ShadowRoot, listeners: Listeners): void {
    // Each keystroke is written when it happens (a replay types as the visitor did); a field not
    // recorded yet waits for the commit that records it.
    const onChange = (e: Event) => {
      const target = eventTarget(e);
      if (!target || !isField(target)) return;
      if (!this.#write(target)) this.#changed.add(target);
      this.#ctx.schedule();
    };
    listeners.on(root, 'input', onChange);
    listeners.on(root, 'change', onChange);
    listeners.on(root, 'focusin', (e) => {
      const target = eventTarget(e);
      const id = target ? this.#ctx.registry.idOf(target) : undefined;
      if (id === undefined) return;
      this.#ctx.out.push([M.SetNodeFocus, id]);
      this.#ctx.schedule();
    });
    listeners.on(root, 'focusout', (e) => {
      if ((e as FocusEvent).relatedTarget) return;
      this.#ctx.out.push([M.SetNodeFocus, -1]);
      this.#ctx.schedule();
    });
    if (root.nodeType === 9) {
      listeners.on(root, 'selectionchange', () => {
        this.#selectionChanged = true;
        this.#ctx.schedule();
      });
    }
  }

  commit(): void {
    if (this.#changed.size) {
      for (const field of this.#changed) if (isField(field)) this.#write(field);
      this.#changed.clear();
    }
    if (this.#selectionChanged) {
      this.#selectionChanged = false;
      this.#writeSelection();
    }
  }

  /** The field's value (and its label the first time); false when the field is not recorded yet. */
  #write(field: Parameters<typeof writeInputValue>[2]): boolean {
    const id = this.#ctx.registry.idOf(field);
    if (id === undefined) return false;
    if (!this.#labelled.has(field)) {
      this.#labelled.add(field);
      writeInputTarget(this.#ctx, id, field);
    }
    writeInputValue(this.#ctx, id, field);
    return true;
  }

  #writeSelection(): void {
    const selection = typeof document.getSelection === 'function' ? document.getSelection() : null;
    if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return;
    const { registry } = this.#ctx;
    const start = selection.anchorNode ? registry.idOf(selection.anchorNode) : undefined;
    const end = selection.focusNode ? registry.idOf(selection.focusNode) : undefined;
    if (start === undefined || end === undefined) return;
    // Selected text inside a field would be its value: only its position is kept.
    const inField = selection.anchorNode && isField(selection.anchorNode);
    const text = inField ? '' : maskedText(this.#ctx, selection.toString().slice(0, 1000), registry.privacyLevels[start]);
    this.#ctx.out.push([M.SelectionChange, start, end, text]);
  }
}
