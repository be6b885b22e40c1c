import type { CartChangeSignal } from '../../ports/cart-change-signal';

const CHANNEL = 'cart-data-change';

/**
 * cart-data-change between the tabs of one browser over one BroadcastChannel per tab (silent where there is
 * none). A BroadcastChannel never hears its own messages, so a tab is not told about its own changes.
 */
export class BroadcastCartChangeSignal implements CartChangeSignal {
  private channel: BroadcastChannel | null = null;
  private readonly listeners = new Set<(cartId: string) => void>();

  constructor(
    private readonly makeChannel: (() => BroadcastChannel) | null =
      typeof BroadcastChannel === 'function' ? () => new BroadcastChannel(CHANNEL) : null,
  ) {}

  private open(): BroadcastChannel | null {
    if (this.channel || !this.makeChannel) return this.channel;
    this.channel = this.makeChannel();
    this.channel.onmessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; cartId?: unknown } | null;
      if (data?.type !== CHANNEL || typeof data.cartId !== 'string') return;
      for (const listener of [...this.listeners]) listener(data.cartId);
    };
    return this.channel;
  }

  announce(cartId: string): void {
    this.open()?.postMessage({ type: CHANNEL, cartId });
  }

  subscribe(listener: (cartId: string) => void): () => void {
    if (!this.open()) return () => undefined;
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.channel?.close();
        this.channel = null;
      }
    };
  }
}
