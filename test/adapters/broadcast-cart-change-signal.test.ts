import { describe, expect, it, vi } from 'vitest';
import { BroadcastCartChangeSignal } from '../../src/adapters/browser/broadcast-cart-change-signal';

describe('cart-data-change between tabs (BroadcastChannel)', () => {
  it("tells the other tab which cart changed, and not the tab that changed it", async () => {
    const first = new BroadcastCartChangeSignal();
    const second = new BroadcastCartChangeSignal();
    const heardBySecond = vi.fn();
    const heardByFirst = vi.fn();
    const stopSecond = second.subscribe(heardBySecond);
    const stopFirst = first.subscribe(heardByFirst);
    try {
      first.announce('cart-7');
      await vi.waitFor(() => expect(heardBySecond).toHaveBeenCalledWith('cart-7'));
      expect(heardByFirst).not.toHaveBeenCalled();
    } finally {
      stopSecond();
      stopFirst();
    }
  });

  it('is silent where the browser has no BroadcastChannel', () => {
    const signal = new BroadcastCartChangeSignal(null);
    expect(() => signal.announce('cart-7')).not.toThrow();
    expect(typeof signal.subscribe(() => undefined)).toBe('function');
  });
});
