// How many guest carts one client may create: a shopper makes one per visit, and each is kept and
// journalled, so one script making thousands would grow the store for everyone. Counted per client address
// in memory; the page's own in-browser API (client 'local') is not limited, it holds only its user's carts.
import { fail } from './resolver-context';

export const GUEST_CART_LIMITS = {
  perClient: 60,
  windowMs: 10 * 60 * 1000,
  /** Clients remembered at most (the least recent go first). */
  maxClients: 20_000,
} as const;

export const TOO_MANY_CARTS = 'Too many carts created from this connection. Please try again in a few minutes.';

export interface GuestCartLimit {
  /** Counts a new guest cart for the client, or refuses it. */
  count(client: string, now: number): void;
}

export function createGuestCartLimit(limits = GUEST_CART_LIMITS): GuestCartLimit {
  const created = new Map<string, number[]>();
  return {
    count(client, now) {
      if (client === 'local') return;
      const times = (created.get(client) ?? []).filter((t) => t > now - limits.windowMs);
      created.delete(client);
      if (created.size >= limits.maxClients) created.delete(created.keys().next().value as string);
      created.set(client, times);
      if (times.length >= limits.perClient) fail(TOO_MANY_CARTS);
      times.push(now);
    },
  };
}
