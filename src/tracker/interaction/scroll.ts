// Viewport and element scroll positions, the last of each per commit: a scroll is committed at the next
// 30 ms tick, so a scrolled page has its positions at their own time, at most one per target and tick.
import { MessageType as M } from '../../protocol/messages';
import type { RecordingContext } from '../dom/recording-context';
import { eventTarget, type Listeners } from './listeners';

export class Scroll {
  #targets = new Set<Node>();

  readonly #ctx: RecordingContext;

  constructor(ctx: RecordingContext) {
    this.#ctx = ctx;
  }

  attach(root: Document | ShadowRoot, listeners: Listeners): void {
    listeners.on(root, 'scroll', (e) => {
      const target = eventTarget(e);
      if (!target) return;
      this.#targets.add(target);
      this.#ctx.schedule();
    });
  }

  commit(): void {
    if (!this.#targets.size) return;
    for (const target of this.#targets) this.write(target);
    this.#targets.clear();
  }

  write(target: Node): void {
    if (target.nodeType === 9) {
      const view = (target as Document).defaultView;
      if (!view) return;
      if (view === window) this.#ctx.out.push([M.SetViewportScroll, Math.round(view.scrollX), Math.round(view.scrollY)]);
      else {
        const id = this.#ctx.registry.idOf((target as Document).documentElement);
        if (id !== undefined) this.#ctx.out.push([M.SetNodeScroll, id, Math.round(view.scrollX), Math.round(view.scrollY)]);
      }
      return;
    }
    const id = this.#ctx.registry.idOf(target);
    if (id === undefined || target.nodeType !== 1) return;
    const el = target as Element;
    this.#ctx.out.push([M.SetNodeScroll, id, Math.round(el.scrollLeft), Math.round(el.scrollTop)]);
  }
}
