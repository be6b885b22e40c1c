// Event listeners the recorder adds to the page, all passive and captured, all removed on stop.
export class Listeners {
  #added: [EventTarget, string, EventListener][] = [];

  on(target: EventTarget, type: string, fn: (e: Event) => void): void {
    const guarded: EventListener = (e) => {
      try {
        fn(e);
      } catch {
        // A recorder fault must never break the page's own handling of the event.
      }
    };
    target.addEventListener(type, guarded, { capture: true, passive: true });
    this.#added.push([target, type, guarded]);
  }

  removeAll(): void {
    for (const [target, type, fn] of this.#added) target.removeEventListener(type, fn, { capture: true });
    this.#added = [];
  }
}

/** The recorded element an event is about: its real target inside shadow roots, or the nearest recorded ancestor. */
export function eventTarget(e: Event): Node | null {
  const path = typeof e.composedPath === 'function' ? e.composedPath() : [];
  return ((path[0] ?? e.target) as Node | null) ?? null;
}
