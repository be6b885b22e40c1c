// Mouse moves (the last position per commit) and clicks with the clicked element's selector, a label a
// person would read (masked like page text) and where in the element the click landed.
import { trimInputLabel } from '../../domain/recording/attribute-limits';
import { MessageType as M } from '../../protocol/messages';
import { fieldLabel, isField } from '../dom/input-writer';
import type { RecordingContext } from '../dom/recording-context';
import { maskedText } from '../dom/text-writer';
import { clickLabelText } from './click-label';
import { eventTarget, type Listeners } from './listeners';

const SELECTOR_DEPTH = 3;

export function selectorOf(el: Element): string {
  const parts: string[] = [];
  let current: Element | null = el;
  for (let depth = 0; current && depth < SELECTOR_DEPTH; depth++) {
    if (current.id) {
      parts.unshift(`#${current.id}`);
      break;
    }
    let part = current.localName;
    const classes = current.classList;
    for (let i = 0; i < classes.length && i < 3; i++) part += `.${classes[i]}`;
    parts.unshift(part);
    current = current.parentElement;
  }
  return parts.join(' > ');
}

export class Pointer {
  #moved = false;
  #x = 0;
  #y = 0;
  #overTarget: Node | null = null;
  #overSince = 0;

  readonly #ctx: RecordingContext;

  constructor(ctx: RecordingContext) {
    this.#ctx = ctx;
  }

  attach(root: Document | ShadowRoot, listeners: Listeners): void {
    listeners.on(root, 'mousemove', (e) => {
      const m = e as MouseEvent;
      this.#moved = true;
      this.#x = m.clientX;
      this.#y = m.clientY;
      const target = eventTarget(e);
      if (target !== this.#overTarget) {
        this.#overTarget = target;
        this.#overSince = performance.now();
      }
      this.#ctx.schedule();
    });
    listeners.on(root, 'click', (e) => {
      this.#click(e as MouseEvent);
      this.#ctx.schedule();
    });
  }

  commit(): void {
    if (!this.#moved) return;
    this.#moved = false;
    this.#ctx.out.push([M.MouseMove, Math.max(0, Math.round(this.#x)), Math.max(0, Math.round(this.#y))]);
  }

  #click(e: MouseEvent): void {
    const { registry } = this.#ctx;
    let node = eventTarget(e);
    while (node && !(node.nodeType === 1 && registry.has(node))) node = node.parentNode ?? (node as ShadowRoot).host ?? null;
    if (!node) return;
    const el = node as Element;
    const id = registry.idOf(el)!;
    const rect = el.getBoundingClientRect();
    const nx = rect.width ? Math.round(((e.clientX - rect.left) / rect.width) * 100) : 0;
    const ny = rect.height ? Math.round(((e.clientY - rect.top) / rect.height) * 100) : 0;
    const hesitation = this.#overTarget && el.contains(this.#overTarget) ? Math.round(performance.now() - this.#overSince) : 0;
    this.commit();
    this.#ctx.out.push([M.MouseClick, id, Math.max(0, hesitation), this.#label(el, id), selectorOf(el), clamp(nx), clamp(ny)]);
  }

  #label(el: Element, id: number): string {
    if (isField(el)) return fieldLabel(this.#ctx, el);
    const text = clickLabelText(this.#ctx, el);
    return maskedText(this.#ctx, trimInputLabel(text.replace(/\s+/g, ' ')), this.#ctx.registry.privacyLevels[id]);
  }
}

const clamp = (v: number): number => Math.min(100, Math.max(0, v));
