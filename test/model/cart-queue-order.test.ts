// Example-based companions of the cart model: interleavings the random model reaches only rarely, pinned with
// gates that hold a call at the server so the next changes queue up behind it. The changes are folded
// (a newer value replaces a queued one, a second click joins the first) only where that cannot reorder
// them: the cart ends as if every click had been applied in order, equal to the server's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Sku } from '../../src/domain';
import {
  quietBackend,
  realCartStack,
  withGates,
  type Gates,
  type RealCartStack,
} from '../reliability/real-cart-stack';

const backend = quietBackend();
afterAll(() => backend.close());

let meatballs: { product: Product; sku: Sku };
let box: { product: Product; sku: Sku };
const TOPPER = 'sku-food-topper';
const CHEW = 'sku-super-chew-medium';

beforeAll(async () => {
  const s = realCartStack({ backend });
  const m = (await s.catalog.product('p-meatballs'))!;
  const b = (await s.catalog.product('p-treat-and-chew-box'))!;
  meatballs = { product: m, sku: m.skus[0] };
  box = { product: b, sku: b.skus[0] };
  await s.dispose();
});

const open: RealCartStack[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.dispose()));
});

/** A guest with Meatballs and a box; `hold(op)` keeps the next call of op at the server until released. */
async function guestWithBox() {
  const gates: Gates = {};
  const s = realCartStack({ backend, wrapFetch: (f) => withGates(f, gates) });
  open.push(s);
  await s.settled();
  await s.addToCart({ ...meatballs, quantity: 1 });
  await s.addToCart({ ...box, quantity: 1 }, { 'attr-dog-name': 'Rex', 'attr-size': ['medium'] });
  const [good, bundle] = s.displayed()!.items;
  const sent: string[] = [];
  gates.beforeServer = (op) => void sent.push(op);
  const hold = (operation: string) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = gates.beforeServer;
    gates.beforeServer = async (op) => {
      previous?.(op);
      if (op === operation) {
        gates.beforeServer = previous;
        await held;
      }
    };
    return release;
  };
  const inner = () =>
    s.displayed()!.items.find((i) => i.id === bundle.id)?.items?.map((x) => `${x.sku.id}×${x.quantity}`) ?? null;
  const check = async () => {
    await s.settled();
    expect(s.displayed()).toEqual(await s.serverCart());
  };
  return { s, good, bundle, hold, sent, inner, check };
}

describe('queued cart changes keep their order (no update lost or duplicated)', () => {
  it('add a suggestion, remove it, add it again, all queued: the item ends in the bundle once', async () => {
    const { s, good, bundle, hold, inner, check } = await guestWithBox();
    const release = hold('SelectCartItem');
    const done = [
      s.mutations.enqueue({ kind: 'select', itemId: good.id, value: false }),
      s.mutations.enqueue({ kind: 'addToBundle', bundleId: bundle.id, skuId: TOPPER, quantity: 1 }),
      s.mutations.enqueue({ kind: 'removeFromBundle', bundleId: bundle.id, skuId: TOPPER }),
      s.mutations.enqueue({ kind: 'addToBundle', bundleId: bundle.id, skuId: TOPPER, quantity: 1 }),
    ];
    release();
    await Promise.all(done);
    await check();
    expect(inner()).toEqual([`${box.sku.id}×1`, `${TOPPER}×1`]);
    // Each was sent in its turn: none failed for running out of order.
    expect(s.notifications.messages('error')).toEqual([]);
  });

  it('remove an item while its removal of an earlier add is on its way, then remove again: it ends removed', async () => {
    const { s, bundle, hold, inner, check } = await guestWithBox();
    await s.mutations.enqueue({ kind: 'addToBundle', bundleId: bundle.id, skuId: TOPPER, quantity: 1 });
    const release = hold('RemoveBundleCartItem');
    const done = [
      s.mutations.enqueue({ kind: 'removeFromBundle', bundleId: bundle.id, skuId: TOPPER }),
      s.mutations.enqueue({ kind: 'addToBundle', bundleId: bundle.id, skuId: TOPPER, quantity: 1 }),
      s.mutations.enqueue({ kind: 'removeFromBundle', bundleId: bundle.id, skuId: TOPPER }),
    ];
    release();
    await Promise.all(done);
    await check();
    expect(inner()).toEqual([`${box.sku.id}×1`]);
    expect(s.notifications.messages('error')).toEqual([]);
  });

  it("a double click on a suggestion's Add adds it once, whether the first click is queued or already sent", async () => {
    const { s, good, bundle, hold, sent, inner, check } = await guestWithBox();
    // Both clicks queued behind another change.
    let release = hold('SelectCartItem');
    let done = [
      s.mutations.enqueue({ kind: 'select', itemId: good.id, value: false }),
      s.mutations.enqueue({ kind: 'addToBundle', bundleId: bundle.id, skuId: TOPPER, quantity: 1 }),
      s.mutations.enqueue({ kind: 'addToBundle', bundleId: bundle.id, skuId: TOPPER, quantity: 1 }),
    ];
    release();
    await Promise.all(done);
    await check();
    expect(inner()).toEqual([`${box.sku.id}×1`, `${TOPPER}×1`]);
    // The second click while the first is on its way.
    release = hold('AddItemToBundleCart');
    done = [
      s.mutations.enqueue({ kind: 'addToBundle', bundleId: bundle.id, skuId: CHEW, quantity: 1 }),
      s.mutations.enqueue({ kind: 'addToBundle', bundleId: bundle.id, skuId: CHEW, quantity: 1 }),
    ];
    release();
    await Promise.all(done);
    await check();
    expect(inner()).toEqual([`${box.sku.id}×1`, `${TOPPER}×1`, `${CHEW}×1`]);
    expect(sent.filter((op) => op === 'AddItemToBundleCart')).toHaveLength(2);
  });

  it('stepper clicks between other changes of the same line still fold into one call with the last value', async () => {
    const { s, good, hold, sent, check } = await guestWithBox();
    const release = hold('RemoveCartItem');
    const other = s.displayed()!.items[1];
    const done = [
      s.mutations.enqueue({ kind: 'remove', itemId: other.id }),
      s.mutations.enqueue({ kind: 'quantity', itemId: good.id, quantity: 2 }),
      s.mutations.enqueue({ kind: 'select', itemId: good.id, value: false }),
      s.mutations.enqueue({ kind: 'quantity', itemId: good.id, quantity: 3 }),
      s.mutations.enqueue({ kind: 'quantity', itemId: good.id, quantity: 4 }),
    ];
    release();
    await Promise.all(done);
    await check();
    const [line] = s.displayed()!.items;
    expect([line.quantity, line.selected]).toEqual([4, false]);
    expect(sent.filter((op) => op === 'UpdateCartItemQuantity')).toHaveLength(1);
  });
});
