import { GraphQLError, type GraphQLFieldResolver } from 'graphql';
import type { CartEvents } from './cart-events';
import type { ShopState, UserRecord } from './shop-state';
import { tokenHash } from './token-hash';
import type { GuessThrottle } from './guess-throttle';
import type { GuestCartLimit } from './guest-cart-limit';
import type { CardCharges } from './card-charges';

/** What every resolver receives: the store, the caller's session and the ways to report changes. */
export interface ResolverContext {
  state: ShopState;
  /** Milliseconds since the epoch (injectable for tests). */
  now(): number;
  log(line: string): void;
  sessionToken: string | null;
  /** The caller's address (or 'local' in the page): throttles of guesses count per client and account. */
  client: string;
  /** Wrong passwords per client and account (guess-throttle.ts). */
  guesses: GuessThrottle;
  /** Guest carts created per client (guest-cart-limit.ts). */
  guestCarts: GuestCartLimit;
  /** The card processor: spends the one-time token a card was exchanged for (card-charges.ts). */
  cards: CardCharges;
  /** This backend's cart changes, which cartChanged subscriptions watch. */
  events: CartEvents;
  /** A login or logout during this operation: the transport turns it into a cookie. */
  setSessionToken(token: string | null): void;
  /** Marks the state changed (persisted) and tells cartChanged subscribers. */
  cartChanged(cartId: string): void;
  changed(): void;
}

export type Resolver = GraphQLFieldResolver<any, ResolverContext, any>;
export type ResolverMap = Record<string, Record<string, Resolver | { subscribe: Resolver; resolve?: Resolver }>>;

// 000 §8: the message the client's logout rule listens for.
export const NOT_AUTHENTICATED = 'Not authenticated';

export const fail = (message: string): never => {
  throw new GraphQLError(message);
};

export const nowSeconds = (ctx: ResolverContext): number => Math.floor(ctx.now() / 1000);
export const nowIso = (ctx: ResolverContext): string => new Date(ctx.now()).toISOString();

/** The user of a session token (its hash is what the store keeps), null when absent or expired. */
export function sessionUser(state: ShopState, token: string | null | undefined, now: number): UserRecord | null {
  if (!token) return null;
  const hash = tokenHash(token);
  const session = state.sessions.find((s) => s.token === hash && s.expiresAt > now);
  return session ? state.users.find((u) => u.id === session.userId) ?? null : null;
}

export function currentUser(ctx: ResolverContext): UserRecord | null {
  return sessionUser(ctx.state, ctx.sessionToken, ctx.now());
}

export function requireUser(ctx: ResolverContext): UserRecord {
  return currentUser(ctx) ?? fail(NOT_AUTHENTICATED);
}

export { normalizeEmail } from '../../domain/email';

export { randomHex } from '../crypto/random-hex';

/** Items of a list owned by the caller, paged by limit/offset. */
export function page<T>(items: T[], limit?: number | null, offset?: number | null): T[] {
  const start = Math.max(0, offset ?? 0);
  return limit == null ? items.slice(start) : items.slice(start, start + Math.max(0, limit));
}
