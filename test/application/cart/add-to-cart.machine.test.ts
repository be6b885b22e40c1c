import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { CONTINUE_PATH } from '../../../src/application/cart/add-to-cart.machine';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { GIFT_CARD, LEASH, MEMBERSHIP, MINI_BOX, productOf } from '../../fakes/fake-catalog-repository';
import { aUser } from '../../fakes/fake-user-session';
import { cartHarness } from './cart-harness';

const boxRequest = { product: productOf(MINI_BOX), sku: MINI_BOX, quantity: 1 };
const dogValues = { 'attr-name': 'Rex', 'attr-size': ['medium'] };
const idle = (h: ReturnType<typeof cartHarness>) => waitFor(h.add, (s) => s.matches('idle'));

describe('Add-to-cart flow (000 §4)', () => {
  it("keeps a guest's new cart key on the device as soon as the server made the cart: a reload while it is still read finds it", async () => {
    const h = cartHarness();
    await h.settled();
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    const release = h.cartRepository.holdCartReads();
    h.add.send({ type: 'submit', values: dogValues, email: 'reload@example.com', route: 'cart' });
    await vi.waitFor(() => expect(h.cartRepository.calls.map((c) => c.op)).toContain('cart'));

    // The new cart's read is still under way (the line shown is the add's preview): the key is on the device.
    const [created] = [...h.cartRepository.carts.keys()];
    expect(h.localStore.get('cartId')).toBe(created);
    expect(h.localStore.get('email')).toBe('reload@example.com');
    // This tab's own writes of the key are not taken for another tab's: one read, the add's own.
    expect(h.cartRepository.calls.map((c) => c.op)).toEqual(['createCartGuest', 'cart']);
    expect(h.session.getSnapshot().context.cart?.items).toHaveLength(1);

    // The page reloads now: the next page, on the same device, restores the new cart.
    const stored = { cartId: h.localStore.get('cartId')!, email: h.localStore.get('email')! };
    release();
    const reloaded = cartHarness({ store: stored, repo: h.cartRepository });
    await reloaded.settled();
    expect(reloaded.session.getSnapshot().context.cart?.id).toBe(created);
    expect(reloaded.session.getSnapshot().context.cart?.items).toHaveLength(1);
    await idle(h);
  });

  it('guest: opens the modal, validates, creates a guest cart with the box wrapped in a bundle, stores the key and opens the drawer', async () => {
    const h = cartHarness();
    await h.settled();
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    h.add.send({ type: 'submit', values: dogValues, email: ' Guest@Example.com ', route: 'cart' });
    await idle(h);

    const call = h.cartRepository.calls.find((c) => c.op === 'createCartGuest')!;
    expect(call.args[0]).toEqual({
      email: 'guest@example.com',
      phone: null,
      url: 'http://shop.test/box',
      user_agent: { userAgent: 'vitest', screenWidth: 1280, screenHeight: 800, language: 'en-US' },
      input: {
        type: 'bundle',
        sku_id: MINI_BOX.id,
        quantity: 1,
        name: 'Rex',
        sku_attributes: [
          { label: 'Dog Name', value: 'Rex' },
          { label: 'Size', value: ['medium'], val_label: ['Medium'] },
        ],
        items: [{ type: 'good', sku_id: MINI_BOX.id, quantity: 1 }],
      },
    });
    const cart = h.session.getSnapshot().context.cart!;
    expect(h.localStore.get('cartId')).toBe(cart.id);
    expect(h.localStore.get('email')).toBe('guest@example.com');
    expect(h.notifications.messages()).toEqual(['Creating guest cart...', 'Guest cart created successfully!']);
    expect(h.session.getSnapshot().context.open).toBe(true);
  });

  it('shows the line in the opened drawer before the server answers, the modal closed; the answer then replaces it', async () => {
    const h = cartHarness({ cartOptions: { latency: () => 30 } });
    await h.settled();
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    h.add.send({ type: 'submit', values: dogValues, email: 'guest@example.com', route: 'cart' });
    // In the same turn as the press: nothing has been asked of the server yet, and the line is already shown.
    const shown = h.session.getSnapshot().context;
    expect(h.cartRepository.calls.some((c) => c.op === 'createCartGuest')).toBe(false);
    expect(shown.open).toBe(true);
    expect(shown.cart!.items.map((i) => [i.type, i.name, i.quantity])).toEqual([['bundle', 'Rex', 1]]);
    expect(h.add.getSnapshot().hasTag('modal')).toBe(false);
    expect(h.add.getSnapshot().hasTag('busy')).toBe(true);
    await idle(h);
    const answered = h.session.getSnapshot().context;
    expect(answered.cart!.id).toBe(h.localStore.get('cartId'));
    expect(answered.cart!.items.map((i) => [i.type, i.name])).toEqual([['bundle', 'Rex']]);
    expect(answered.open).toBe(true);
  });

  it('a refused add takes its line back out and closes the drawer it opened; the modal returns with what was typed', async () => {
    const h = cartHarness({ cartOptions: { latency: () => 30 } });
    await h.settled();
    h.cartRepository.failNext.set('createCartGuest', 'Something went wrong');
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    h.add.send({ type: 'submit', values: dogValues, email: 'guest@example.com', route: 'cart' });
    expect(h.session.getSnapshot().context.cart!.items).toHaveLength(1);
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    const { cart, open } = h.session.getSnapshot().context;
    expect(cart).toBeNull();
    expect(open).toBe(false);
    expect(h.add.getSnapshot().context).toMatchObject({ values: dogValues, email: 'guest@example.com' });
    expect(h.notifications.messages()).toContain('Something went wrong');
  });

  it('signed-in with a cart: adds the item with the progress and success toasts sharing an id', async () => {
    const repo = new FakeCartRepository();
    repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'jo@example.com', signedIn: true });
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await waitFor(h.session, (s) => s.context.cart !== null);
    // A product without a SKU group skips the modal for a signed-in user.
    h.add.send({ type: 'add', request: { product: productOf(MEMBERSHIP), sku: MEMBERSHIP, quantity: 1 } });
    await waitFor(h.session, (s) => s.context.cart!.items.length === 2);
    await idle(h);
    expect(h.notifications.history.map((t) => [t.kind, t.message])).toEqual([
      ['loading', 'Adding item to cart...'],
      ['success', 'Item added to cart successfully!'],
    ]);
    expect(h.notifications.history[0].id).toBe(h.notifications.history[1].id);
    const call = repo.calls.find((c) => c.op === 'addCartItem')!;
    expect(call.args[0]).toMatchObject({ input: { type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 }, deleteCart: false });
  });

  it("signed-in without a cart: their first item starts their cart, and they are not told 'Guest cart created successfully!'", async () => {
    const repo = new FakeCartRepository();
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await h.settled();
    h.add.send({ type: 'add', request: { product: productOf(MEMBERSHIP), sku: MEMBERSHIP, quantity: 1 } });
    await waitFor(h.session, (s) => s.context.cart?.items.length === 1);
    await idle(h);
    expect(h.notifications.messages()).toEqual(['Adding item to cart...', 'Item added successfully!']);
    expect(repo.calls.map((c) => c.op)).toContain('createCartGuest');
    expect(h.localStore.get('cartId')).toBeNull();
  });

  it('signed-in whose cart could not be read on load: the add reads it again and goes into it, no second cart', async () => {
    const repo = new FakeCartRepository();
    const own = repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'jo@example.com', signedIn: true });
    repo.failNext.set('myCart', 'Internal server error');
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await h.settled();
    expect(h.session.getSnapshot().context.cart).toBeNull();
    expect(h.notifications.messages()).toEqual(['Internal server error']);

    h.add.send({ type: 'add', request: { product: productOf(MEMBERSHIP), sku: MEMBERSHIP, quantity: 1 } });
    await idle(h);
    expect(repo.calls.filter((c) => c.op === 'createCartGuest')).toEqual([]);
    expect(repo.carts.size).toBe(1);
    expect(repo.serverCart(own.id).items.map((i) => i.sku?.id)).toEqual([LEASH.id, MEMBERSHIP.id]);
    expect(h.session.getSnapshot().context.cart!.items).toHaveLength(2);
  });

  it('signed-in whose cart still cannot be read: the add fails with the message and creates nothing', async () => {
    const repo = new FakeCartRepository();
    const own = repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'jo@example.com', signedIn: true });
    repo.failNext.set('myCart', 'Internal server error');
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await h.settled();
    repo.failNext.set('myCart', 'Service unavailable');

    h.add.send({ type: 'add', request: { product: productOf(MEMBERSHIP), sku: MEMBERSHIP, quantity: 1 } });
    await idle(h);
    expect(h.notifications.messages()).toContain('Service unavailable');
    expect(repo.calls.filter((c) => c.op === 'createCartGuest' || c.op === 'addCartItem')).toEqual([]);
    expect(repo.serverCart(own.id).items).toHaveLength(1);
  });

  it('guests still give their e-mail for a product without a SKU group', async () => {
    const h = cartHarness();
    await h.settled();
    h.add.send({ type: 'add', request: { product: productOf(LEASH), sku: LEASH, quantity: 2 } });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    expect(h.add.getSnapshot().context.attributes).toEqual([]);
  });

  it("dog attributes are validated: 'Please enter this field' keeps the modal open", async () => {
    const h = cartHarness();
    await h.settled();
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    h.add.send({ type: 'submit', values: { 'attr-size': ['small'] }, email: 'guest@example.com', route: 'cart' });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    expect(h.add.getSnapshot().context.errors).toEqual({ 'attr-name': 'Please enter this field' });
    expect(h.cartRepository.calls).toEqual([]);
  });

  it("an invalid guest e-mail gives 'Email is not valid' and the toast 'Please enter a valid email and phone number'", async () => {
    const h = cartHarness();
    await h.settled();
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    h.add.send({ type: 'submit', values: dogValues, email: 'not-an-email', route: 'cart' });
    await waitFor(h.add, (s) => s.context.emailError !== null);
    expect(h.add.getSnapshot().value).toBe('editingDogInfo');
    expect(h.add.getSnapshot().context.emailError).toBe('Email is not valid');
    expect(h.notifications.messages('error')).toEqual(['Please enter a valid email and phone number']);
  });

  it("'You already have this subscription.' when the user actively subscribes to the product", async () => {
    const user = aUser({
      subscriptions: [{ status: 'active', cancel_at_period_end: null, items: [{ sku: { product: { id: 'prod-box' } } }] }],
    });
    const h = cartHarness({ user: { status: 'signedIn', user } });
    await h.settled();
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    h.add.send({ type: 'submit', values: dogValues, route: 'cart' });
    await idle(h);
    expect(h.notifications.messages('error')).toEqual(['You already have this subscription.']);
    expect(h.cartRepository.calls.map((c) => c.op)).toEqual(['myCart']);
  });

  it('Continue goes to /checkout?redirect=/dashboard instead of opening the drawer', async () => {
    const h = cartHarness();
    await h.settled();
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    h.add.send({ type: 'submit', values: dogValues, email: 'guest@example.com', route: 'checkout' });
    await idle(h);
    expect(h.navigation.visits).toEqual([{ path: CONTINUE_PATH, replace: false }]);
    expect(CONTINUE_PATH).toBe('/checkout?redirect=/dashboard');
    expect(h.session.getSnapshot().context.open).toBe(false);
  });

  it("'Cart not found!' when adding: the stored cartId, e-mail and phone go and a guest cart is created instead", async () => {
    const repo = new FakeCartRepository();
    const guest = repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'guest@example.com' });
    const h = cartHarness({ repo, store: { cartId: guest.id, email: 'guest@example.com', phone: '+15551234567' } });
    await waitFor(h.session, (s) => s.context.cart !== null);
    repo.carts.delete(guest.id);
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    h.add.send({ type: 'submit', values: dogValues, email: 'guest@example.com', route: 'cart' });
    await idle(h);
    const created = h.session.getSnapshot().context.cart!;
    expect(created.id).not.toBe(guest.id);
    expect(h.localStore.get('cartId')).toBe(created.id);
    expect(h.localStore.get('phone')).toBeNull();
    expect(repo.calls.map((c) => c.op)).toEqual(['cart', 'addCartItem', 'createCartGuest', 'cart']);
    expect(h.notifications.messages()).toContain('Guest cart created successfully!');
  });
});

describe('An add pressed while the cart is still being read (the cart loads after the page)', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the stored guest cart and adds to it instead of starting a new cart', async () => {
    vi.useFakeTimers();
    const repo = new FakeCartRepository();
    const guest = repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'guest@example.com' });
    const h = cartHarness({ repo, user: { status: 'loading', user: null }, store: { cartId: guest.id, email: 'guest@example.com' } });
    h.add.send({ type: 'add', request: boxRequest });
    // The user session has not answered, so the stored cart is not read yet: the modal waits for it, however long.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.add.getSnapshot().matches('preparing')).toBe(true);
    h.userSession.set({ status: 'guest', user: null });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    expect(h.session.getSnapshot().context.cart?.id).toBe(guest.id);
    h.add.send({ type: 'submit', values: dogValues, email: 'guest@example.com', route: 'cart' });
    await idle(h);
    expect(repo.calls.map((c) => c.op)).toEqual(['cart', 'addCartItem']);
    expect(h.session.getSnapshot().context.cart!.id).toBe(guest.id);
    expect(h.session.getSnapshot().context.cart!.items).toHaveLength(2);
  });
});

describe('Channel conflict (000 §4)', () => {
  async function conflicted() {
    const repo = new FakeCartRepository();
    repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'jo@example.com', signedIn: true });
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await waitFor(h.session, (s) => s.context.cart !== null);
    h.add.send({ type: 'add', request: { product: productOf(GIFT_CARD), sku: GIFT_CARD, quantity: 1 } });
    await waitFor(h.add, (s) => s.matches('confirmingChannelSwitch'));
    return h;
  }

  it('on Continue the cart is replaced (deleteCart true)', async () => {
    const h = await conflicted();
    h.add.send({ type: 'confirmSwitch' });
    await idle(h);
    expect(h.cartRepository.calls.find((c) => c.op === 'addCartItem')!.args[0]).toMatchObject({ deleteCart: true });
    expect(h.session.getSnapshot().context.cart!.items.map((i) => i.sku?.id)).toEqual([GIFT_CARD.id]);
  });

  it('otherwise the add proceeds normally', async () => {
    const h = await conflicted();
    h.add.send({ type: 'cancelSwitch' });
    await idle(h);
    expect(h.cartRepository.calls.find((c) => c.op === 'addCartItem')!.args[0]).toMatchObject({ deleteCart: false });
    expect(h.session.getSnapshot().context.cart!.items.map((i) => i.sku?.id)).toEqual([LEASH.id, GIFT_CARD.id]);
  });

});

describe('Existing dog boxes', () => {
  it('picking a dog box adds the item into it with the bundle toasts', async () => {
    const repo = new FakeCartRepository();
    const cart = repo.seed(
      [{ type: 'bundle', sku_id: MINI_BOX.id, quantity: 1, name: 'Rex', items: [{ type: 'good', sku_id: MINI_BOX.id, quantity: 1 }] }],
      { email: 'jo@example.com', signedIn: true },
    );
    const h = cartHarness({ repo, user: { status: 'signedIn', user: aUser() } });
    await waitFor(h.session, (s) => s.context.cart !== null);
    h.add.send({ type: 'add', request: boxRequest });
    await waitFor(h.add, (s) => s.matches('editingDogInfo'));
    h.add.send({ type: 'chooseBundle', bundleId: cart.items[0].id, route: 'cart' });
    await idle(h);
    expect(h.session.getSnapshot().context.cart!.items[0].items![0].quantity).toBe(2);
    expect(h.notifications.messages()).toEqual(['Adding item to bundle...', 'Item added to bundle successfully!']);
  });

});
