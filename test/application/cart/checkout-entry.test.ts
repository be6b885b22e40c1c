import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { BULK_FOOD, CHEW_TOY, LEASH } from '../../fakes/fake-catalog-repository';
import { RETAILER_ROLE, aUser } from '../../fakes/fake-user-session';
import { cartHarness } from './cart-harness';

async function signedInWith(items: { sku_id: string; quantity: number }[], user = aUser()) {
  const repo = new FakeCartRepository();
  if (items.length) repo.seed(items.map((i) => ({ type: 'good' as const, ...i })), { email: user.email, signedIn: true });
  const h = cartHarness({ repo, user: { status: 'signedIn', user } });
  await h.settled();
  await waitFor(h.session, (s) => items.length === 0 || s.context.cart !== null);
  return { h, entry: h.feature.createCheckoutEntry(h.access, h.mutations) };
}

describe('Checkout press (000 §5)', () => {
  it('goes to /checkout when the cart has items', async () => {
    const { h, entry } = await signedInWith([{ sku_id: LEASH.id, quantity: 1 }]);
    expect(await entry.press()).toEqual({ kind: 'proceeding' });
    expect(h.navigation.visits.map((v) => v.path)).toEqual(['/checkout']);
  });

  it("with zero items the error 'Cart is empty' is shown", async () => {
    const { h, entry } = await signedInWith([]);
    expect(await entry.press()).toEqual({ kind: 'cartEmpty' });
    expect(h.notifications.messages('error')).toEqual(['Cart is empty']);
    expect(h.navigation.visits).toEqual([]);
  });
});

describe('Minimum order (retail store) (000 §5)', () => {
  const retailer = aUser({ roles: [RETAILER_ROLE], new_user: false });

  it('a retailer below $200 of retail goods is blocked with the dialog text and no toast', async () => {
    const { h, entry } = await signedInWith([{ sku_id: BULK_FOOD.id, quantity: 4 }], retailer);
    expect(await entry.press()).toEqual({
      kind: 'minimumOrderNotMet',
      message: 'Minimum order is $200.00 for Pawprint Wholesale. Please add more items to your cart to continue.',
    });
    expect(h.navigation.visits).toEqual([]);
    expect(h.notifications.history).toEqual([]);
  });

  it('at $200 the retailer proceeds', async () => {
    const { h, entry } = await signedInWith([{ sku_id: BULK_FOOD.id, quantity: 5 }], retailer);
    expect(await entry.press()).toEqual({ kind: 'proceeding' });
    expect(h.navigation.visits.map((v) => v.path)).toEqual(['/checkout']);
  });

  it('new users are exempt', async () => {
    const { entry } = await signedInWith([{ sku_id: BULK_FOOD.id, quantity: 1 }], { ...retailer, new_user: true });
    expect(await entry.press()).toEqual({ kind: 'proceeding' });
  });

  it('the minimum-order check runs before the empty-cart check', async () => {
    const { h, entry } = await signedInWith([], retailer);
    expect(await entry.press()).toEqual({ kind: 'cartEmpty' });
    expect(h.catalog.calls).toContain('settings');
  });
});

describe("'Buy only this' (000 §4 cart panel, selectOnlyCartItem)", () => {
  const lines = [{ sku_id: LEASH.id, quantity: 1 }, { sku_id: CHEW_TOY.id, quantity: 2 }];

  it('selects the line alone on the server, then goes to /checkout; the other lines stay in the cart unselected', async () => {
    const { h, entry } = await signedInWith(lines);
    const [first, second] = h.access.snapshot().cart!.items;
    expect(await entry.pressOnly(second.id)).toEqual({ kind: 'proceeding' });
    expect(h.cartRepository.calls.filter((c) => c.op === 'selectOnlyItem').map((c) => c.args[1])).toEqual([second.id]);
    const items = h.access.snapshot().cart!.items;
    expect(items.map((i) => [i.id, i.selected])).toEqual([[first.id, false], [second.id, true]]);
    expect(h.navigation.visits.map((v) => v.path)).toEqual(['/checkout']);
  });

  it("a refusal shows the server's message and goes nowhere; the selection is the server's again", async () => {
    const { h, entry } = await signedInWith(lines);
    const [, second] = h.access.snapshot().cart!.items;
    h.cartRepository.failNext.set('selectOnlyItem', 'Cart not found!');
    expect(await entry.pressOnly(second.id)).toEqual({ kind: 'notSelected' });
    expect(h.notifications.messages('error')).toEqual(['Cart not found!']);
    expect(h.navigation.visits).toEqual([]);
  });
});
