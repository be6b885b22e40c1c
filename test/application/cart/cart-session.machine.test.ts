import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartSessionMachine, type CartSessionWork } from '../../../src/application/cart/cart-session.machine';
import { cartSessionMachineWith } from '../../../src/application/cart/cart-session-feature';
import {
  selectCart,
  selectCartKey,
  selectCartLoading,
  selectCartOpen,
  selectCartRead,
  selectCartUser,
} from '../../../src/application/cart/cart-session.selectors';
import { buildFakePorts } from '../../support/fake-ports';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { LEASH, MEMBERSHIP, MINI_BOX } from '../../fakes/fake-catalog-repository';
import { aUser } from '../../fakes/fake-user-session';
import { FakeBrowserTabs } from '../../fakes/fake-cart-change-signal';
import { cartHarness } from './cart-harness';

const leash = { type: 'good' as const, sku_id: LEASH.id, quantity: 1 };

describe('Cart lifecycle (000 §4)', () => {
  it('waits for the user session before loading anything', async () => {
    const h = cartHarness({ user: { status: 'loading', user: null } });
    await Promise.resolve();
    expect(h.session.getSnapshot().matches({ lifecycle: 'waitingForUserSession' })).toBe(true);
    expect(h.cartRepository.calls).toEqual([]);
    h.userSession.set({ status: 'guest', user: null });
    await h.settled();
    expect(h.session.getSnapshot().matches({ lifecycle: 'cleared' })).toBe(true);
  });

  it('a logged-in user loads their own cart', async () => {
    const repo = new FakeCartRepository();
    const own = repo.seed([leash], { email: 'jo@example.com', signedIn: true });
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await h.settled();
    expect(h.session.getSnapshot().context.cart?.id).toBe(own.id);
    expect(h.session.getSnapshot().context.key).toEqual({ id: own.id, email: 'jo@example.com' });
  });

  it('a null cart resets to empty', async () => {
    const h = cartHarness({ user: { status: 'signedIn', user: aUser() } });
    await h.settled();
    expect(h.session.getSnapshot().context.cart).toBeNull();
  });

  it('a guest with a valid stored cart id restores the cart from stored id, e-mail and phone', async () => {
    const repo = new FakeCartRepository();
    const guest = repo.seed([leash], { email: 'guest@example.com', phone: '+15551234567' });
    const h = cartHarness({ repo, store: { cartId: guest.id, email: 'guest@example.com', phone: '+15551234567' } });
    await h.settled();
    expect(h.cartRepository.calls[0]).toEqual({
      op: 'cart',
      args: [{ id: guest.id, email: 'guest@example.com', phone: '+15551234567' }],
    });
    expect(h.session.getSnapshot().context.cart?.items).toHaveLength(1);
  });

  it('a stored cart id that is the text of a stringified object is not used: the cart is cleared', async () => {
    const h = cartHarness({ store: { cartId: '[object Object]', email: 'guest@example.com' } });
    await h.settled();
    expect(h.session.getSnapshot().matches({ lifecycle: 'cleared' })).toBe(true);
    expect(h.cartRepository.calls).toEqual([]);
  });

  it("'Cart not found!' removes the stored cartId, e-mail and phone and resets to empty", async () => {
    const h = cartHarness({ store: { cartId: 'cart-gone', email: 'guest@example.com', phone: '+15551234567' } });
    await h.settled();
    expect(h.session.getSnapshot().context.cart).toBeNull();
    expect(h.localStore.get('cartId')).toBeNull();
    expect(h.localStore.get('email')).toBeNull();
    expect(h.localStore.get('phone')).toBeNull();
  });

  it('re-syncs when another tab stores a cart id (storage event)', async () => {
    const repo = new FakeCartRepository();
    const h = cartHarness({ repo });
    await h.settled();
    const other = repo.seed([leash], { email: 'guest@example.com' });
    h.localStore.changeFromAnotherTab('email', 'guest@example.com');
    h.localStore.changeFromAnotherTab('cartId', other.id);
    await waitFor(h.session, (s) => s.context.cart?.id === other.id);
    expect(h.session.getSnapshot().context.cart?.items[0].sku?.id).toBe(LEASH.id);
  });

  it('re-syncs on cart-data-change from the server', async () => {
    const repo = new FakeCartRepository();
    const guest = repo.seed([leash], { email: 'guest@example.com' });
    const h = cartHarness({ repo, store: { cartId: guest.id, email: 'guest@example.com' } });
    await h.settled();
    repo.changeElsewhere(guest.id, (cart) => {
      cart.items[0].quantity = 4;
    });
    await waitFor(h.session, (s) => s.context.cart?.items[0].quantity === 4);
    expect(h.session.getSnapshot().context.cart?.sub_total).toBe(4 * LEASH.unit_amount);
  });

  it('re-syncs on cart-data-change from another tab, with no help from the server (001 §4)', async () => {
    const repo = new FakeCartRepository({ servesCartChanged: false });
    const guest = repo.seed([leash], { email: 'guest@example.com' });
    const tabs = new FakeBrowserTabs();
    const store = { cartId: guest.id, email: 'guest@example.com' };
    const first = cartHarness({ repo, store, cartSignal: tabs.tab() });
    const second = cartHarness({ repo, store, cartSignal: tabs.tab() });
    await Promise.all([first.settled(), second.settled()]);
    first.mutations.enqueue({ kind: 'quantity', itemId: guest.items[0].id, quantity: 3 });
    await waitFor(second.session, (s) => s.context.cart?.items[0].quantity === 3);
    expect(second.cartRepository.calls.filter((c) => c.op === 'cart')).toHaveLength(3);
  });

  it('reads the cart again when another tab changes it while this tab is still reading it', async () => {
    const repo = new FakeCartRepository({ servesCartChanged: false });
    const guest = repo.seed([leash], { email: 'guest@example.com' });
    const tabs = new FakeBrowserTabs();
    const store = { cartId: guest.id, email: 'guest@example.com' };
    const first = cartHarness({ repo, store, cartSignal: tabs.tab() });
    const second = cartHarness({ repo, store, cartSignal: tabs.tab() });
    await Promise.all([first.settled(), second.settled()]);
    const release = repo.holdCartReads();
    first.mutations.enqueue({ kind: 'quantity', itemId: guest.items[0].id, quantity: 2 });
    await waitFor(second.session, (s) => s.matches({ lifecycle: 'restoringGuestCart' }));
    // The second tab's read is answered as the cart was when asked (quantity 2); then the cart changes again.
    first.mutations.enqueue({ kind: 'quantity', itemId: guest.items[0].id, quantity: 3 });
    await waitFor(first.session, (s) => s.context.cart?.items[0].quantity === 3);
    release();
    await waitFor(second.session, (s) => s.matches({ lifecycle: 'showingCart' }) && s.context.cart?.items[0].quantity === 3);
    expect(second.session.getSnapshot().context.cart?.sub_total).toBe(3 * LEASH.unit_amount);
  });

  it('is cleared on logout', async () => {
    const repo = new FakeCartRepository();
    repo.seed([{ type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 }], { email: 'jo@example.com', signedIn: true });
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await waitFor(h.session, (s) => s.context.cart !== null);
    await h.userSession.signOut();
    await waitFor(h.session, (s) => s.matches({ lifecycle: 'cleared' }));
    expect(h.session.getSnapshot().context.cart).toBeNull();
    expect(repo.watcherCount()).toBe(0);
  });

  it('a guest cart id stored before signing in does not outlive the logout', async () => {
    const repo = new FakeCartRepository();
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await h.settled();
    h.localStore.set('cartId', 'cart-written-while-signed-in');
    await h.userSession.signOut();
    await waitFor(h.session, (s) => s.matches({ lifecycle: 'cleared' }));
    expect(h.localStore.get('cartId')).toBeNull();
  });
});

describe('Signing in with a guest cart', () => {
  const box = {
    type: 'bundle' as const, sku_id: MINI_BOX.id, quantity: 1, name: 'Rex',
    sku_attributes: [{ label: 'Dog Name', value: 'Rex' }],
    items: [{ type: 'good' as const, sku_id: MINI_BOX.id, quantity: 1 }],
  };

  it("moves the guest lines into the shopper's own cart and forgets the guest cart's stored key", async () => {
    const repo = new FakeCartRepository();
    const guest = repo.seed([leash, box], { email: 'guest@example.com' });
    repo.seed([{ type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 }], { email: 'jo@example.com', signedIn: true });
    const h = cartHarness({ repo, store: { cartId: guest.id, email: 'guest@example.com' } });
    await waitFor(h.session, (s) => s.context.cart?.id === guest.id);
    repo.signedInEmail = 'jo@example.com';
    h.userSession.set({ status: 'signedIn', user: aUser() });
    await waitFor(h.session, (s) => s.matches({ lifecycle: 'showingCart' }) && s.context.cart?.id !== guest.id && (s.context.cart?.items.length ?? 0) === 3);
    const own = h.session.getSnapshot().context.cart!;
    expect(own.items.map((i) => [i.type, i.sku?.id, i.quantity, i.name])).toEqual([
      ['digital', MEMBERSHIP.id, 1, 'Pawprint Club'],
      ['good', LEASH.id, 1, 'Leather Leash'],
      ['bundle', MINI_BOX.id, 1, 'Rex'],
    ]);
    expect(own.items[2].items!.map((i) => i.sku.id)).toEqual([MINI_BOX.id]);
    expect(h.localStore.get('cartId')).toBeNull();
  });

  it('a shopper without a cart of their own gets one started with the guest lines', async () => {
    const repo = new FakeCartRepository();
    const guest = repo.seed([leash], { email: 'guest@example.com' });
    const h = cartHarness({ repo, store: { cartId: guest.id, email: 'guest@example.com' } });
    await waitFor(h.session, (s) => s.context.cart?.id === guest.id);
    repo.signedInEmail = 'jo@example.com';
    h.userSession.set({ status: 'signedIn', user: aUser() });
    await waitFor(h.session, (s) => s.matches({ lifecycle: 'showingCart' }) && !!s.context.cart && s.context.cart.id !== guest.id);
    expect(h.session.getSnapshot().context.cart!.items.map((i) => i.sku?.id)).toEqual([LEASH.id]);
    expect(repo.calls.filter((c) => c.op === 'createCartGuest')).toHaveLength(1);
  });
});

describe('Cart panel: the shared cart-open flag (000 §2 §4)', () => {
  it('opens and closes', async () => {
    const h = cartHarness();
    expect(h.session.getSnapshot().context.open).toBe(false);
    h.access.open();
    expect(h.session.getSnapshot().context.open).toBe(true);
    h.session.send({ type: 'cart.close' });
    expect(h.session.getSnapshot().context.open).toBe(false);
  });
});

describe("Tags the UI reads instead of state names", () => {
  it("'settled' once the cart is read or there is none, not while it is read", async () => {
    const repo = new FakeCartRepository({ latency: () => 20 });
    const guest = repo.seed([leash], { email: 'guest@example.com' });
    const h = cartHarness({ repo, store: { cartId: guest.id, email: 'guest@example.com' } });
    await waitFor(h.session, (s) => s.matches({ lifecycle: 'restoringGuestCart' }));
    expect(h.session.getSnapshot().hasTag('settled')).toBe(false);
    await h.settled();
    expect(h.session.getSnapshot().hasTag('settled')).toBe(true);
  });
});

describe('The module-level machine, its steps supplied with .provide()', () => {
  it('names what it hears, reads and writes through the ports; run without them supplied, it fails loudly', () => {
    const actor = createActor(cartSessionMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain("is supplied with .provide()");
  });

  it('a test supplies its own step: a restore that fails keeps the stored key and tells the shopper the server\'s words', async () => {
    const ports = buildFakePorts({ store: { cartId: 'cart-kept', email: 'guest@example.com' } });
    const machine = cartSessionMachineWith(ports).provide({
      actors: { restoreGuestCart: fromPromise<CartSessionWork['restoreGuestCart']['output'], undefined>(() => Promise.reject(new Error('Network request failed'))) },
    });
    const session = createActor(machine).start();
    const s = await waitFor(session, (x) => x.matches({ lifecycle: 'showingCart' }));
    expect(selectCartKey(s)).toEqual({ id: 'cart-kept', email: 'guest@example.com', phone: null });
    expect(selectCart(s)).toBeNull();
    expect(selectCartRead(s)).toBe(true);
    expect(selectCartLoading(s)).toBe(false);
    expect(ports.localStore.get('cartId')).toBe('cart-kept');
    expect(ports.notifications.messages('error')).toEqual(['Network request failed']);
  });

  it('the selectors read one value each from the running session', async () => {
    const repo = new FakeCartRepository();
    const own = repo.seed([leash], { email: 'jo@example.com', signedIn: true });
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    const s = await h.settled();
    expect(selectCart(s)).toBe(s.context.cart);
    expect(selectCart(s)?.id).toBe(own.id);
    expect(selectCartKey(s)).toEqual({ id: own.id, email: 'jo@example.com' });
    expect(selectCartUser(s)?.email).toBe('jo@example.com');
    expect(selectCartOpen(s)).toBe(false);
    h.access.open();
    expect(selectCartOpen(h.session.getSnapshot())).toBe(true);
  });
});
