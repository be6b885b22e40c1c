// The shop's API under load and abuse, short form (a few seconds each; `npm run bench` runs the long form).
import { describe, expect, it } from 'vitest';
import { cartWrites, codeLockout, foreignHost, guestCartFlood, passwordGuessing, signatureReplay, subscriptionFlood } from './shop-abuse';
import { SOCKET_LIMITS } from '../../src/server/http/socket-limits';
import { GUEST_CART_LIMITS } from '../../src/server/mock-api/guest-cart-limit';

describe('Shop API under load and abuse (loopback, bounded)', () => {
  it('one client opening 60 sockets × 20 subscriptions gets 50 sockets and 200 subscriptions', async () => {
    const figures = await subscriptionFlood(60, 20, 1, 10_000);
    expect(figures.socketsOpen).toBe(SOCKET_LIMITS.socketsPerClient);
    expect(figures.subscriptionsOpen).toBe(SOCKET_LIMITS.subscriptionsPerClient);
    expect(figures.told).toBe(figures.subscriptionsOpen);
  }, 60_000);

  it('100 clients × 20 subscriptions on one cart: one change reaches all 2,000', async () => {
    const figures = await subscriptionFlood(100, 20, 100, 20_000);
    expect(figures.subscriptionsOpen).toBe(2_000);
    expect(figures.told).toBe(2_000);
  }, 60_000);

  it('sockets and subscriptions past the server-wide totals are refused, whichever clients send them', async () => {
    // Twelve clients, one socket each with five subscriptions: no client nears its own bounds, the totals are met.
    const figures = await subscriptionFlood(12, 5, 12, 10_000, { socketsTotal: 10, subscriptionsTotal: 30 });
    expect(figures.socketsOpen).toBe(10);
    expect(figures.subscriptionsOpen).toBe(30);
    expect(figures.told).toBe(30);
  }, 60_000);

  it('a cart update among 600 carts writes that cart, not all of them', async () => {
    const figures = await cartWrites(600, 10);
    expect(figures.refused).toBe(0);
    // One cart with a line is well under 2 KB; all 600 would be ~150 KB a write.
    expect(figures.journalBytesPerUpdate).toBeLessThan(4_000);
  }, 60_000);

  it('guest carts from one client are limited', async () => {
    const figures = await guestCartFlood(GUEST_CART_LIMITS.perClient + 10);
    expect(figures).toEqual({ made: GUEST_CART_LIMITS.perClient, refused: 10 });
  }, 60_000);

  it('password guessing slows the guesser, not the owner', async () => {
    const figures = await passwordGuessing(12);
    expect(figures.refusedBeforeHashing).toBeGreaterThanOrEqual(6);
    expect(figures.ownerSignedIn).toBe(true);
  }, 60_000);

  it('wrong codes sent for an address lock out the sender, not the address', async () => {
    const figures = await codeLockout(12);
    expect(figures.attackerMessages).toContain('Too many wrong codes for this address. Please try again in 15 minutes.');
    expect(figures.ownerSignedIn).toBe(true);
  }, 60_000);

  it('a captured signed request is answered once, however often it is replayed', async () => {
    expect(await signatureReplay(50)).toEqual({ answered: 1, refused: 49 });
  }, 30_000);

  it('a request naming another host (DNS rebinding) is refused everywhere; its own names are answered', async () => {
    const figures = await foreignHost();
    expect(figures.foreign).toEqual([421, 421, 421]);
    expect(figures.own.every((s) => s !== 421)).toBe(true);
    // The graphql-ws handshake too: a rebound name gets no socket, the server's own name does.
    expect(figures.foreignSocket).toBe(421);
    expect(figures.ownSocket).toBe(101);
  }, 30_000);
});
