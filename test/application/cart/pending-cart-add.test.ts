import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { WebLocksTabLock } from '../../../src/adapters/browser/web-locks-tab-lock';
import type { GuestCartRequest } from '../../../src/ports/cart-repository';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { MINI_BOX, productOf } from '../../fakes/fake-catalog-repository';
import { FakeLocalStore } from '../../fakes/fake-local-store';
import { cartHarness, TEST_BROWSER } from './cart-harness';

const boxRequest = { product: productOf(MINI_BOX), sku: MINI_BOX, quantity: 1 };
const dogValues = { 'attr-name': 'Rex', 'attr-size': ['medium'] };

/** A server whose createCartGuest answers only when let go; `reachServer` says whether the held call made its cart. */
class HeldCreation extends FakeCartRepository {
  private held: (() => void)[] = [];
  holding = true;
  override createCartGuest(request: GuestCartRequest): Promise<{ id: string }> {
    if (!this.holding) return super.createCartGuest(request);
    return new Promise((resolve, reject) => this.held.push(() => super.createCartGuest(request).then(resolve, reject)));
  }
  letGo(): void {
    this.holding = false;
    this.held.splice(0).forEach((go) => go());
  }
}

async function addBoxAsGuest(h: ReturnType<typeof cartHarness>, email: string) {
  await h.settled();
  h.add.send({ type: 'add', request: boxRequest });
  await waitFor(h.add, (s) => s.matches('editingDogInfo'));
  h.add.send({ type: 'submit', values: dogValues, email, route: 'cart' });
}

describe("A guest's first add survives the page going while the new cart is made (000 §4)", () => {
  it('is kept on the device while createCartGuest is on its way, and the next page sends it again', async () => {
    const repo = new HeldCreation();
    const page = cartHarness({ repo });
    await addBoxAsGuest(page, 'first-add@example.com');
    await vi.waitFor(() => expect(page.localStore.get('pendingCartAdd')).not.toBeNull());
    expect(page.session.getSnapshot().context.cart?.items).toHaveLength(1); // the add's preview
    expect(repo.carts.size).toBe(0);

    // The page reloads before the server answered (the call never reached it): the next page finds the add kept.
    repo.holding = false;
    const next = cartHarness({ repo, store: { pendingCartAdd: page.localStore.get('pendingCartAdd')! } });
    await next.settled();
    const cart = next.session.getSnapshot().context.cart!;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].name).toBe('Rex');
    expect(next.localStore.get('cartId')).toBe(cart.id);
    expect(next.localStore.get('email')).toBe('first-add@example.com');
    expect(next.localStore.get('pendingCartAdd')).toBeNull();
    expect(repo.carts.size).toBe(1);
  });

  it('is gone once the server has named the cart, or has refused it in the page (the shopper was told)', async () => {
    const answered = cartHarness();
    await addBoxAsGuest(answered, 'named@example.com');
    await waitFor(answered.add, (s) => s.matches('idle'));
    expect(answered.localStore.get('cartId')).toBeTruthy();
    expect(answered.localStore.get('pendingCartAdd')).toBeNull();

    const refused = cartHarness();
    refused.cartRepository.failNext.set('createCartGuest', 'Network down');
    await addBoxAsGuest(refused, 'refused@example.com');
    await vi.waitFor(() => expect(refused.notifications.messages('error')).toEqual(['Network down']));
    expect(refused.localStore.get('cartId')).toBeNull();
    expect(refused.localStore.get('pendingCartAdd')).toBeNull();
  });

  it('is left for the next page when the call failed because the page was going (the browser cancels it)', async () => {
    let going = false;
    const page = cartHarness({ browser: { ...TEST_BROWSER, pageGoing: () => going } });
    page.cartRepository.failNext.set('createCartGuest', 'Failed to fetch');
    going = true;
    await addBoxAsGuest(page, 'leaving@example.com');
    await vi.waitFor(() => expect(page.cartRepository.calls.map((c) => c.op)).toContain('createCartGuest'));
    await vi.waitFor(() => expect(page.notifications.messages('error')).toHaveLength(1));
    expect(JSON.parse(page.localStore.get('pendingCartAdd')!).email).toBe('leaving@example.com');
  });

  it("waits for another tab making the cart and then shows that tab's cart, making no second one", async () => {
    const repo = new HeldCreation();
    const localStore = new FakeLocalStore();
    const tabLock = new WebLocksTabLock('pawprint-guest-cart', null);
    const first = cartHarness({ repo, localStore, tabLock });
    await addBoxAsGuest(first, 'two-tabs@example.com');
    await vi.waitFor(() => expect(localStore.get('pendingCartAdd')).not.toBeNull());

    // A second tab opens while the first tab's call is on its way: it sees the kept add but waits its turn.
    const second = cartHarness({ repo, localStore, tabLock });
    await vi.waitFor(() => expect(second.session.getSnapshot().matches({ lifecycle: 'resumingCartAdd' })).toBe(true));
    repo.letGo();
    await second.settled();
    await waitFor(first.add, (s) => s.matches('idle'));
    expect(repo.calls.filter((c) => c.op === 'createCartGuest')).toHaveLength(1);
    expect(second.session.getSnapshot().context.cart?.id).toBe(first.session.getSnapshot().context.cart?.id);
    expect(localStore.get('pendingCartAdd')).toBeNull();
  });

  it("tells the shopper the server's refusal of the add sent again, and leaves nothing to send", async () => {
    const repo = new FakeCartRepository();
    repo.failNext.set('createCartGuest', 'Sku not found');
    const kept: GuestCartRequest = {
      email: 'gone@example.com', phone: null, url: 'http://shop.test/box',
      user_agent: { userAgent: 'vitest', screenWidth: 1280, screenHeight: 800, language: 'en-US' },
      input: { type: 'good', sku_id: 'sku-gone', quantity: 1 },
    };
    const page = cartHarness({ repo, store: { pendingCartAdd: JSON.stringify(kept) } });
    await page.settled();
    expect(page.session.getSnapshot().matches({ lifecycle: 'cleared' })).toBe(true);
    expect(page.notifications.messages('error')).toEqual(['Sku not found']);
    expect(page.localStore.get('pendingCartAdd')).toBeNull();
  });

  it('reads a kept value that is not a whole request as nothing: no call, no error, and the value is removed', async () => {
    for (const corrupt of ['{"email":"half@example.com"', '{"email":"a@b.c","url":"/","input":{"type":"good","sku_id":"s","quantity":0}}', '[]', '"text"']) {
      const page = cartHarness({ store: { pendingCartAdd: corrupt } });
      await page.settled();
      expect(page.cartRepository.calls.filter((c) => c.op === 'createCartGuest'), corrupt).toEqual([]);
      expect(page.notifications.messages('error')).toEqual([]);
      expect(page.localStore.get('pendingCartAdd')).toBeNull();
    }
  });
});
