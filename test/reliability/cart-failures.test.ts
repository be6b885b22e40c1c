// Failure paths of the cart application layer on the real adapters (urql client, checked fetch, error mapping,
// UrqlCartRepository) against the in-browser mock backend, with the mock's per-request faults
// (x-mock-faults: error, http500, malformed) and a transport that drops a request (fetch rejects).
// Each failure shows the person the message the adapters produce, and no cart line is lost: the cart
// shown ends equal to the cart the server holds, which still holds every line it held.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { FAULT_ERROR_MESSAGE } from '../../src/server/mock-api/faults';
import { EMPTY_RESPONSE_MESSAGE } from '../../src/adapters/graphql/client/checked-fetch';
import { CART_NOT_FOUND, CART_TOASTS, responseNotSuccessfulMessage, type Cart, type Product, type Sku } from '../../src/domain';
import type { CartKey } from '../../src/ports/cart-repository';
import {
  GUEST_EMAIL,
  quietBackend,
  realCartStack,
  withFaults,
  withGates,
  type FaultPlan,
  type Gates,
  type RealCartStack,
} from './real-cart-stack';

const backend = quietBackend();
afterAll(() => backend.close());

let meatballs: { product: Product; sku: Sku };
let topper: { product: Product; sku: Sku };
let box: { product: Product; sku: Sku };
const DOG = { 'attr-dog-name': 'Rex', 'attr-size': ['medium'] };

beforeAll(async () => {
  const s = realCartStack({ backend });
  const load = async (productId: string, skuId: string) => {
    const product = (await s.catalog.product(productId))!;
    return { product, sku: product.skus.find((k) => k.id === skuId)! };
  };
  meatballs = await load('p-meatballs', 'sku-meatballs');
  topper = await load('p-food-topper', 'sku-food-topper');
  box = await load('p-treat-and-chew-box', 'sku-treat-and-chew-box');
  await s.dispose();
});

const open: RealCartStack[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.dispose()));
});

/** A page whose transport can be given faults per request, and held around the server (gates). */
function page(store?: Partial<Record<'cartId' | 'email' | 'phone', string>>): { s: RealCartStack; faults: FaultPlan; gates: Gates } {
  let faults!: FaultPlan;
  const gates: Gates = {};
  const s = realCartStack({
    backend,
    store,
    wrapFetch: (f) => {
      const wrapped = withFaults(withGates(f, gates));
      faults = wrapped.plan;
      return wrapped.fetch;
    },
  });
  open.push(s);
  return { s, faults, gates };
}

/** A guest with Meatballs ×2 and a Treat and Chew Box (two inner items), built through the add flow. */
async function guestWithCart() {
  const p = page();
  await p.s.settled();
  expect(await p.s.addToCart({ ...meatballs, quantity: 2 })).toBe('added');
  expect(await p.s.addToCart({ ...box, quantity: 1 }, DOG)).toBe('added');
  const bundle = p.s.displayed()!.items.find((i) => i.type === 'bundle')!;
  await p.s.mutations.enqueue({ kind: 'addToBundle', bundleId: bundle.id, skuId: topper.sku.id, quantity: 1 });
  await p.s.settled();
  p.s.notifications.history.length = 0;
  const cart = p.s.displayed()!;
  expect(cart.items).toHaveLength(2);
  expect(cart.items[1].items).toHaveLength(2);
  return { ...p, cart, key: p.s.key()! };
}

/** What a person sees of the lines: ids, quantities, selected flags and bundle contents. */
const lines = (cart: Cart | null) =>
  (cart?.items ?? []).map((i) => ({
    id: i.id,
    sku: i.sku?.id,
    quantity: i.quantity,
    selected: i.selected,
    inner: (i.items ?? []).map((x) => `${x.sku.id}×${x.quantity}`),
  }));

/** The cart shown equals the server's, and the server still holds every line it held before. */
async function nothingLost(s: RealCartStack, before: Cart, key?: CartKey) {
  await s.settled();
  const server = await s.serverCart(key ?? s.key());
  expect(s.displayed()).toEqual(server);
  expect(lines(server)).toEqual(lines(before));
}

const toasts = (s: RealCartStack) => s.notifications.history.map((t) => [t.kind, t.message]);

type Fault = { name: string; apply: (plan: FaultPlan, operation: string) => void; message: string };

const FAULTS: Fault[] = [
  { name: 'a server error (GraphQL errors)', apply: (p, op) => p.next(op, 'error=1'), message: FAULT_ERROR_MESSAGE },
  { name: 'an HTTP 500', apply: (p, op) => p.next(op, 'http500=1'), message: responseNotSuccessfulMessage(500) },
  { name: 'a malformed answer (neither data nor errors)', apply: (p, op) => p.next(op, 'malformed=1'), message: EMPTY_RESPONSE_MESSAGE },
  // urql reports a rejected fetch as a network error with the transport's own message.
  { name: 'a network failure (fetch rejects)', apply: (p, op) => p.dropNext(op), message: 'Failed to fetch' },
];

describe.each(FAULTS)('cart on $name', ({ apply, message }) => {
  it('a stepper change: the progress toast turns into the message, the quantity stays the server\'s', async () => {
    const { s, faults, cart } = await guestWithCart();
    apply(faults, 'UpdateCartItemQuantity');
    await s.mutations.enqueue({ kind: 'quantity', itemId: cart.items[0].id, quantity: 5 });
    expect(faults.faulted).toEqual(['UpdateCartItemQuantity']);
    expect(toasts(s)).toEqual([
      ['loading', CART_TOASTS.updatingQuantity],
      ['error', message],
    ]);
    // The error toast replaces the progress toast (same id): no spinner is left behind.
    expect(s.notifications.history[1].id).toBe(s.notifications.history[0].id);
    await nothingLost(s, cart);
  });

  it('removing an item from a bundle: the message, and the bundle keeps both items', async () => {
    const { s, faults, cart } = await guestWithCart();
    const bundle = cart.items[1];
    apply(faults, 'RemoveBundleCartItem');
    await s.mutations.enqueue({ kind: 'removeFromBundle', bundleId: bundle.id, skuId: topper.sku.id });
    expect(toasts(s)).toEqual([
      ['loading', CART_TOASTS.removingItem],
      ['error', message],
    ]);
    await nothingLost(s, cart);
  });

  it('rapid changes around a failed one: the failure is shown once, the others land, nothing else is lost', async () => {
    const { s, faults, cart } = await guestWithCart();
    apply(faults, 'SelectCartItem');
    const [good, bundle] = cart.items;
    await Promise.all([
      s.mutations.enqueue({ kind: 'select', itemId: bundle.id, value: false }),
      s.mutations.enqueue({ kind: 'quantity', itemId: good.id, quantity: 4 }),
      s.mutations.enqueue({ kind: 'bundleQuantity', bundleId: bundle.id, skuId: topper.sku.id, quantity: 3 }),
    ]);
    expect(s.notifications.messages('error')).toEqual([message]);
    await s.settled();
    const server = (await s.serverCart())!;
    expect(s.displayed()).toEqual(server);
    expect(lines(server)).toEqual(
      lines(cart).map((l, i) =>
        i === 0 ? { ...l, quantity: 4 } : { ...l, inner: [`${box.sku.id}×1`, `${topper.sku.id}×3`] },
      ),
    );
  });

  it("'Add to Cart': the progress toast turns into the message, the modal stays open, the cart is unchanged", async () => {
    const { s, faults, cart } = await guestWithCart();
    apply(faults, 'AddCartItem');
    expect(await s.addToCart({ ...topper, quantity: 1 })).toBe('refused');
    expect(toasts(s)).toEqual([
      ['loading', CART_TOASTS.adding],
      ['error', message],
    ]);
    expect(s.add.getSnapshot().matches('editingDogInfo')).toBe(true);
    expect(s.localStore.get('cartId')).toBe(cart.id);
    await nothingLost(s, cart);
    // Trying again works and adds to the same cart.
    s.add.send({ type: 'cancel' });
    expect(await s.addToCart({ ...topper, quantity: 1 })).toBe('added');
    expect(s.displayed()!.id).toBe(cart.id);
    expect(s.displayed()!.items).toHaveLength(3);
  });

  it('restoring the stored cart on a new page: the message, and the next add still goes to that cart', async () => {
    const first = await guestWithCart();
    const { s, faults } = page({ cartId: first.cart.id, email: GUEST_EMAIL });
    apply(faults, 'Cart');
    await s.settled();
    expect(faults.faulted).toEqual(['Cart']);
    expect(s.notifications.messages('error')).toEqual([message]);
    // The stored key is kept: the cart was not found missing, only not read this time.
    expect(s.localStore.get('cartId')).toBe(first.cart.id);
    expect(s.localStore.get('email')).toBe(GUEST_EMAIL);
    expect(await s.addToCart({ ...topper, quantity: 1 })).toBe('added');
    await s.settled();
    const server = (await s.serverCart({ id: first.cart.id, email: GUEST_EMAIL }))!;
    expect(s.displayed()).toEqual(server);
    expect(server.items.map((i) => i.id).slice(0, 2)).toEqual(first.cart.items.map((i) => i.id));
    expect(s.localStore.get('cartId')).toBe(first.cart.id);
  });
});

describe('cart with a corrupted stored key', () => {
  it.each(['[object Object]', 'undefined', 'null', '   '])(
    "a stored cartId of %j is ignored: no call, an empty cart, and the next add starts a new guest cart",
    async (cartId) => {
      const { s, faults } = page({ cartId, email: GUEST_EMAIL });
      await s.settled();
      expect(s.session.getSnapshot().matches({ lifecycle: 'cleared' })).toBe(true);
      expect(s.displayed()).toBeNull();
      expect(s.notifications.messages('error')).toEqual([]);
      expect(faults.faulted).toEqual([]);
      expect(await s.addToCart({ ...meatballs, quantity: 1 })).toBe('added');
      const cart = s.displayed()!;
      expect(s.localStore.get('cartId')).toBe(cart.id);
      expect(cart).toEqual(await s.serverCart());
      expect(lines(cart).map((l) => [l.sku, l.quantity])).toEqual([[meatballs.sku.id, 1]]);
    },
  );

  it.each([
    ['another e-mail', { email: 'someone-else@example.com' }],
    ['no e-mail', { email: undefined }],
    ['a cart id the server does not know', { cartId: 'ca000000000000000000000' }],
  ])("%s: 'Cart not found!' forgets the stored cartId, e-mail and phone; the server's cart keeps its lines", async (_, change) => {
    const first = await guestWithCart();
    const store: Record<string, string> = { cartId: first.cart.id, email: GUEST_EMAIL, phone: '+14155550100' };
    for (const [k, v] of Object.entries(change)) {
      if (v === undefined) delete store[k];
      else store[k] = v;
    }
    const { s } = page(store);
    await waitFor(s.session, (x) => x.matches({ lifecycle: 'cleared' }), { timeout: 5000 });
    expect(s.displayed()).toBeNull();
    expect([s.localStore.get('cartId'), s.localStore.get('email'), s.localStore.get('phone')]).toEqual([null, null, null]);
    // 000 §8: not found is not an error to show; the cart simply starts empty.
    expect(s.notifications.messages('error')).toEqual([]);
    await expect(s.serverCart({ id: store.cartId, email: store.email })).rejects.toThrow(CART_NOT_FOUND);
    // The real owner's cart is untouched.
    await nothingLost(first.s, first.cart, first.key);
  });

  it("a cart that went missing while adding: 'Cart not found!' starts a new guest cart with the item", async () => {
    const first = await guestWithCart();
    const { s } = page({ cartId: first.cart.id, email: GUEST_EMAIL });
    await s.settled();
    // The cart disappears on the server (another device checked it out, an admin removed it).
    const index = backend.state.carts.findIndex((c) => c.id === first.cart.id);
    const [removed] = backend.state.carts.splice(index, 1);
    try {
      expect(await s.addToCart({ ...meatballs, quantity: 1 })).toBe('added');
      const cart = s.displayed()!;
      expect(cart.id).not.toBe(first.cart.id);
      expect(s.localStore.get('cartId')).toBe(cart.id);
      expect(cart).toEqual(await s.serverCart());
      expect(toasts(s)).toEqual([
        ['loading', CART_TOASTS.adding],
        ['loading', CART_TOASTS.creatingGuestCart],
        ['success', CART_TOASTS.guestCartCreated],
      ]);
    } finally {
      backend.state.carts.push(removed);
    }
  });
});

describe('a failed change racing the next one (resync ordering)', () => {
  it('the cart read again after a failure never replaces the answer of a change the server ran after it', async () => {
    const { s, faults, gates, cart } = await guestWithCart();
    const [good, bundle] = cart.items;
    // The stepper change fails; the queue asks for the cart again and at once sends the next change.
    // The network lets the re-read reach the server first but brings its answer back last.
    let cartReadRan!: () => void;
    const cartReadReachedServer = new Promise<void>((resolve) => (cartReadRan = resolve));
    let releaseCartAnswer!: () => void;
    const cartAnswerHeld = new Promise<void>((resolve) => (releaseCartAnswer = resolve));
    gates.beforeServer = async (operation) => {
      if (operation === 'SelectCartItem') await cartReadReachedServer;
    };
    let cartAnswerReleased!: () => void;
    const staleAnswerOnItsWay = new Promise<void>((resolve) => (cartAnswerReleased = resolve));
    gates.afterServer = async (operation) => {
      if (operation === 'Cart') {
        cartReadRan();
        await cartAnswerHeld;
        cartAnswerReleased();
      }
    };
    faults.next('UpdateCartItemQuantity', 'error=1');
    const failed = s.mutations.enqueue({ kind: 'quantity', itemId: good.id, quantity: 7 });
    const next = s.mutations.enqueue({ kind: 'select', itemId: bundle.id, value: false });
    await Promise.all([failed, next]);
    releaseCartAnswer();
    gates.beforeServer = gates.afterServer = undefined;
    // The stale answer has left the server: once everything settles again it has reached the page, too.
    await staleAnswerOnItsWay;
    await s.settled();
    const server = (await s.serverCart())!;
    expect(server.items[1].selected).toBe(false);
    expect(s.notifications.messages('error')).toEqual([FAULT_ERROR_MESSAGE]);
    expect(s.displayed()).toEqual(server);
  });
});
