import { describe, expect, it } from 'vitest';
import type { CartChangeSignal } from '../../../src/ports/cart-change-signal';

/** Opens the signals of tabs of one browser; `settle` waits until what was announced has been delivered. */
export interface CartChangeSignalSubject {
  tab(): CartChangeSignal;
  settle(): Promise<void>;
}

/** cart-data-change (001 §4): a tab's change reaches every other tab holding the cart, never the tab itself. */
export function cartChangeSignalContract(name: string, subject: () => CartChangeSignalSubject): void {
  describe(`CartChangeSignal contract: ${name}`, () => {
    it("reaches the other tabs with the changed cart's id, not the tab that announced it", async () => {
      const browser = subject();
      const [a, b, c] = [browser.tab(), browser.tab(), browser.tab()];
      const heard: Record<string, string[]> = { a: [], b: [], c: [] };
      const stops = [a.subscribe((id) => heard.a.push(id)), b.subscribe((id) => heard.b.push(id)), c.subscribe((id) => heard.c.push(id))];
      a.announce('cart-1');
      await browser.settle();
      expect(heard).toEqual({ a: [], b: ['cart-1'], c: ['cart-1'] });
      stops.forEach((stop) => stop());
    });

    it('is silent to a tab that unsubscribed', async () => {
      const browser = subject();
      const [a, b] = [browser.tab(), browser.tab()];
      const heard: string[] = [];
      const stop = b.subscribe((id) => heard.push(id));
      a.announce('cart-1');
      await browser.settle();
      stop();
      a.announce('cart-2');
      await browser.settle();
      expect(heard).toEqual(['cart-1']);
    });
  });
}
