import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { MEMBERSHIP, productOf } from '../../fakes/fake-catalog-repository';
import { aUser } from '../../fakes/fake-user-session';
import { cartHarness } from './cart-harness';

const idle = (h: ReturnType<typeof cartHarness>) => waitFor(h.add, (s) => s.matches('idle'));

// A server whose cart query without an id answers nothing (000 §7 names cart(id, email, phone)): the signed-in
// shopper's cart must still come back on the next visit, read by the id this device kept for their account.
describe("a signed-in shopper's own cart on a server that answers cart() without an id with nothing", () => {
  async function firstVisit(repo: FakeCartRepository) {
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await h.settled();
    h.add.send({ type: 'add', request: { product: productOf(MEMBERSHIP), sku: MEMBERSHIP, quantity: 1 } });
    await waitFor(h.session, (s) => s.context.cart?.items.length === 1);
    await idle(h);
    return h;
  }

  it('the first item starts a cart whose id is kept with the account, and the next visit reads it by id and e-mail', async () => {
    const repo = new FakeCartRepository({ answersOwnCart: false });
    const first = await firstVisit(repo);
    const cartId = first.session.getSnapshot().context.cart!.id;
    const kept = first.localStore.get('accountCart');
    expect(kept).toBe(`${aUser().id} ${cartId}`);
    // Not the guest keys: a signed-in shopper's cart is not merged into itself at the next sign-in.
    expect(first.localStore.get('cartId')).toBeNull();

    const next = cartHarness({ repo, user: { status: 'signedIn', user: aUser() }, store: { accountCart: kept! } });
    await next.settled();
    expect(next.session.getSnapshot().context.cart?.id).toBe(cartId);
    expect(repo.calls.filter((c) => c.op === 'cart').at(-1)!.args[0]).toMatchObject({ id: cartId, email: aUser().email });

    // The second item goes into the same cart, not a new one.
    next.add.send({ type: 'add', request: { product: productOf(MEMBERSHIP), sku: MEMBERSHIP, quantity: 1 } });
    await idle(next);
    expect(repo.calls.filter((c) => c.op === 'createCartGuest')).toHaveLength(1);
  });

  it("another account on the same device does not read the kept cart", async () => {
    const repo = new FakeCartRepository({ answersOwnCart: false });
    const first = await firstVisit(repo);
    const other = aUser({ id: 'someone-else', email: 'other@example.com' });
    const next = cartHarness({ repo, user: { status: 'signedIn', user: other }, store: { accountCart: first.localStore.get('accountCart')! } });
    await next.settled();
    expect(next.session.getSnapshot().context.cart).toBeNull();
  });

  it('a kept id the server no longer knows is forgotten and the cart is empty', async () => {
    const repo = new FakeCartRepository({ answersOwnCart: false });
    const next = cartHarness({ repo, user: { status: 'signedIn', user: aUser() }, store: { accountCart: `${aUser().id} gone-cart` } });
    await next.settled();
    expect(next.session.getSnapshot().context.cart).toBeNull();
    await waitFor(next.session, () => next.localStore.get('accountCart') === null);
  });
});
