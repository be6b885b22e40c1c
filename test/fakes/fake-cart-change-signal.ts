import type { CartChangeSignal } from '../../src/ports/cart-change-signal';

/** The tabs of one browser: each tab's signal hears the others' announcements, never its own. */
export class FakeBrowserTabs {
  private readonly listeners = new Set<{ tab: number; listener: (cartId: string) => void }>();
  private tabs = 0;

  tab(): CartChangeSignal {
    const tab = ++this.tabs;
    return {
      announce: (cartId) => {
        for (const l of [...this.listeners]) if (l.tab !== tab) l.listener(cartId);
      },
      subscribe: (listener) => {
        const entry = { tab, listener };
        this.listeners.add(entry);
        return () => this.listeners.delete(entry);
      },
    };
  }
}
