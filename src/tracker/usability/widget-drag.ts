// Moves the floating widget by its title bar, with a mouse, a pen or a finger (pointer events), and
// keeps it whole on the screen, also when the window shrinks. A press that moves less than a few
// pixels stays a click (it collapses or expands the widget).
import { clampWidget, topRight, type Box } from '../../domain/recording/widget-position';

const DRAG_THRESHOLD_PX = 4;

export class WidgetDrag {
  #position: Box | null = null;
  #start: { x: number; y: number; from: Box; id: number } | null = null;
  #moved = false;
  readonly #onResize = () => this.place(this.#position);

  readonly #panel: HTMLElement;

  constructor(
    panel: HTMLElement,
    handle: HTMLElement,
  ) {
    this.#panel = panel;
    handle.addEventListener('pointerdown', (e) => this.#down(e));
    handle.addEventListener('pointermove', (e) => this.#move(e));
    handle.addEventListener('pointerup', (e) => this.#up(e));
    handle.addEventListener('pointercancel', (e) => this.#up(e));
    window.addEventListener('resize', this.#onResize);
  }

  /** True right after a drag: the click that ends it is not a toggle. */
  consumeDrag(): boolean {
    const moved = this.#moved;
    this.#moved = false;
    return moved;
  }

  /** After the widget changed width: its right edge stays where it was (it sits top-right). */
  keepRightEdge(widthBefore: number): void {
    const p = this.#position;
    this.place(p ? { x: p.x + widthBefore - this.#panel.offsetWidth, y: p.y } : null);
  }

  /** Puts the widget at `at` (first time: the top-right corner), kept on screen. */
  place(at: Box | null = this.#position): void {
    const size = { width: this.#panel.offsetWidth, height: this.#panel.offsetHeight };
    const screen = { width: window.innerWidth, height: window.innerHeight };
    this.#position = at ? clampWidget(at, size, screen) : topRight(size, screen);
    this.#panel.style.transform = `translate(${Math.round(this.#position.x)}px, ${Math.round(this.#position.y)}px)`;
  }

  destroy(): void {
    window.removeEventListener('resize', this.#onResize);
  }

  #down(e: PointerEvent): void {
    if (e.button !== 0) return;
    this.#start = { x: e.clientX, y: e.clientY, from: this.#position ?? { x: 0, y: 0 }, id: e.pointerId };
    this.#moved = false;
  }

  #move(e: PointerEvent): void {
    const s = this.#start;
    if (!s || e.pointerId !== s.id) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (!this.#moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!this.#moved) {
      this.#moved = true;
      try {
        (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
      } catch {
        // the pointer is already gone
      }
    }
    e.preventDefault();
    this.place({ x: s.from.x + dx, y: s.from.y + dy });
  }

  #up(e: PointerEvent): void {
    if (this.#start && e.pointerId === this.#start.id) this.#start = null;
  }
}
