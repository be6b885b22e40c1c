// Concurrency and loss: a model-based test of the cart application layer on the real adapters.
// Commands go through the add-to-cart actor and the cart mutation queue (often without waiting for the
// previous one, as rapid clicks do) to the in-browser mock backend behind a network with random latency
// on the way in and on the way out. After every settled command and at the end of every run the cart the
// session shows equals the server's cart (a fresh `cart` query) and the model: lines, quantities,
// selected flags and bundle inner items, in order.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAXIMUM_QUANTITY_MESSAGE as MAX_QUANTITY_MESSAGE } from '../../src/domain/messages';
import type { CartMutation } from '../../src/application/cart/cart-mutation-queue';
import { quantityBounds, type Cart, type Product, type Sku } from '../../src/domain';
import { propertyRuns } from '../support/property-runs';
import {
  quietBackend,
  realCartStack,
  withLatency,
  type RealCartStack,
} from '../reliability/real-cart-stack';

// ---------------------------------------------------------------------------------------------------------
// The catalogue the commands use (read once from the mock through the real catalogue adapter).

interface GoodChoice { product: Product; sku: Sku; max: number }
interface BoxChoice { product: Product; sku: Sku; addOns: { sku: Sku; max: number }[]; values: Record<string, unknown> }

const GOOD_SKUS = ['sku-meatballs', 'sku-food-topper', 'sku-super-chew-medium'];
const BOXES = [
  { productId: 'p-treat-and-chew-box', values: { 'attr-dog-name': 'Rex', 'attr-size': ['medium'] } },
  { productId: 'p-mini-box', values: { 'attr-dog-name': 'Bo', 'attr-size': ['small'] } },
];

let goods: GoodChoice[] = [];
let boxes: BoxChoice[] = [];
/** The largest quantity of a SKU inside a bundle (the bundle stepper's max; the server's limit too). */
const innerMax = new Map<string, number>();

// ---------------------------------------------------------------------------------------------------------
// The model: what the cart must hold when every command issued so far has been applied in order.

interface InnerLine { skuId: string; quantity: number }
interface Line { id: string; kind: 'good' | 'bundle'; skuId: string; quantity: number; selected: boolean; inner: InnerLine[] }
interface Model {
  lines: Line[];
  /** Commands the server must refuse (stale stock): each shows the server message once. */
  expectedErrors: number;
}

interface Real {
  s: RealCartStack;
  /** Issued and not awaited: each resolves when the queue has answered it. */
  inFlight: Promise<void>[];
}

const normalize = (cart: Cart | null): Line[] =>
  (cart?.items ?? []).map((item) => ({
    id: item.id,
    kind: item.type === 'bundle' ? 'bundle' : 'good',
    skuId: item.sku?.id ?? '',
    quantity: item.quantity,
    selected: item.selected,
    inner: (item.items ?? []).map((inner) => ({ skuId: inner.sku.id, quantity: inner.quantity })),
  }));

/** Displayed cart = server's cart = model. */
async function checkAgainstServer(m: Model, r: Real): Promise<void> {
  await Promise.all(r.inFlight.splice(0));
  await r.s.settled();
  const shown = r.s.displayed();
  const server = await r.s.serverCart();
  expect(shown).toEqual(server);
  expect(normalize(shown)).toEqual(m.lines);
}

const goodLines = (m: Model) => m.lines.filter((l) => l.kind === 'good');
const bundleLines = (m: Model) => m.lines.filter((l) => l.kind === 'bundle');
const pick = <T>(xs: T[], index: number): T => xs[index % xs.length];
const boxOf = (line: Line) => boxes.find((b) => b.sku.id === line.skuId)!;

/** Sends a change through the queue; waits for its answer (and settles) or leaves it in flight. */
async function send(m: Model, r: Real, mutation: CartMutation, wait: boolean, times = 1): Promise<void> {
  const answers = Array.from({ length: times }, () => r.s.mutations.enqueue(mutation));
  if (wait) {
    await Promise.all(answers);
    await checkAgainstServer(m, r);
  } else r.inFlight.push(...answers);
}

/** The one line the server has that the model does not yet know: the line an add created. */
function newLineId(m: Model, r: Real): string {
  const known = new Set(m.lines.map((l) => l.id));
  const fresh = (r.s.displayed()?.items ?? []).filter((i) => !known.has(i.id));
  expect(fresh).toHaveLength(1);
  return fresh[0].id;
}

// ---------------------------------------------------------------------------------------------------------
// Commands.

class AddGood implements fc.AsyncCommand<Model, Real> {
  constructor(readonly good: number, readonly quantity: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const { product, sku, max } = pick(goods, this.good);
    const outcome = await r.s.addToCart({ product, sku, quantity: this.quantity });
    const existing = m.lines.find((l) => l.kind === 'good' && l.skuId === sku.id);
    const next = (existing?.quantity ?? 0) + this.quantity;
    if (next > max) {
      // The server refuses the merged quantity: the modal stays open with the message; the shopper closes it.
      m.expectedErrors++;
      expect(outcome).toBe('refused');
      r.s.add.send({ type: 'cancel' });
    } else if (existing) {
      expect(outcome).toBe('added');
      existing.quantity = next;
      existing.selected = true;
    } else {
      m.lines.push({ id: newLineId(m, r), kind: 'good', skuId: sku.id, quantity: this.quantity, selected: true, inner: [] });
    }
    await checkAgainstServer(m, r);
  }
  toString = () => `AddGood(${pick(goods, this.good).sku.id}, ${this.quantity})`;
}

class AddBox implements fc.AsyncCommand<Model, Real> {
  constructor(readonly box: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const { product, sku, values } = pick(boxes, this.box);
    expect(await r.s.addToCart({ product, sku, quantity: 1 }, values)).toBe('added');
    m.lines.push({
      id: newLineId(m, r),
      kind: 'bundle',
      skuId: sku.id,
      quantity: 1,
      selected: true,
      inner: [{ skuId: sku.id, quantity: 1 }],
    });
    await checkAgainstServer(m, r);
  }
  toString = () => `AddBox(${pick(boxes, this.box).sku.id})`;
}

class SetQuantity implements fc.AsyncCommand<Model, Real> {
  constructor(readonly line: number, readonly quantity: number, readonly wait: boolean) {}
  check = (m: Readonly<Model>) => goodLines(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const line = pick(goodLines(m), this.line);
    const max = goods.find((g) => g.sku.id === line.skuId)!.max;
    const quantity = 1 + ((this.quantity - 1) % max);
    line.quantity = quantity;
    await send(m, r, { kind: 'quantity', itemId: line.id, quantity }, this.wait);
  }
  toString = () => `SetQuantity(line ${this.line}, ${this.quantity}${this.wait ? '' : ', no wait'})`;
}

/** The stepper asks for more than the server now has (stock changed meanwhile): refused, nothing changes. */
class OverQuantity implements fc.AsyncCommand<Model, Real> {
  constructor(readonly line: number, readonly wait: boolean) {}
  check = (m: Readonly<Model>) => goodLines(m as Model).length > 0;
  async run(m: Model, r: Real) {
    // Issued on a quiet queue so no newer change of the line can be folded into the refused one.
    await checkAgainstServer(m, r);
    const line = pick(goodLines(m), this.line);
    const max = goods.find((g) => g.sku.id === line.skuId)!.max;
    m.expectedErrors++;
    await send(m, r, { kind: 'quantity', itemId: line.id, quantity: max + 1 }, this.wait);
  }
  toString = () => `OverQuantity(line ${this.line}${this.wait ? '' : ', no wait'})`;
}

class Select implements fc.AsyncCommand<Model, Real> {
  constructor(readonly line: number, readonly value: boolean, readonly wait: boolean) {}
  check = (m: Readonly<Model>) => m.lines.length > 0;
  async run(m: Model, r: Real) {
    const line = pick(m.lines, this.line);
    line.selected = this.value;
    await send(m, r, { kind: 'select', itemId: line.id, value: this.value }, this.wait);
  }
  toString = () => `Select(line ${this.line}, ${this.value}${this.wait ? '' : ', no wait'})`;
}

class Remove implements fc.AsyncCommand<Model, Real> {
  constructor(readonly line: number, readonly clicks: number, readonly wait: boolean) {}
  check = (m: Readonly<Model>) => m.lines.length > 0;
  async run(m: Model, r: Real) {
    const line = pick(m.lines, this.line);
    m.lines = m.lines.filter((l) => l !== line);
    await send(m, r, { kind: 'remove', itemId: line.id }, this.wait, this.clicks);
  }
  toString = () => `Remove(line ${this.line}, ${this.clicks} click(s)${this.wait ? '' : ', no wait'})`;
}

/** 'Suggested Items': a SKU of the box's group not in the bundle yet, added with quantity 1 (a double click adds it once). */
class AddToBundle implements fc.AsyncCommand<Model, Real> {
  constructor(readonly bundle: number, readonly addOn: number, readonly clicks: number, readonly wait: boolean) {}
  private suggestions = (line: Line) => boxOf(line).addOns.filter((a) => !line.inner.some((i) => i.skuId === a.sku.id));
  check = (m: Readonly<Model>) => bundleLines(m as Model).some((b) => this.suggestions(b).length > 0);
  async run(m: Model, r: Real) {
    const line = pick(bundleLines(m).filter((b) => this.suggestions(b).length > 0), this.bundle);
    const { sku } = pick(this.suggestions(line), this.addOn);
    line.inner.push({ skuId: sku.id, quantity: 1 });
    await send(m, r, { kind: 'addToBundle', bundleId: line.id, skuId: sku.id, quantity: 1 }, this.wait, this.clicks);
  }
  toString = () =>
    `AddToBundle(bundle ${this.bundle}, add-on ${this.addOn}, ${this.clicks} click(s)${this.wait ? '' : ', no wait'})`;
}

class BundleQuantity implements fc.AsyncCommand<Model, Real> {
  constructor(readonly bundle: number, readonly inner: number, readonly quantity: number, readonly wait: boolean) {}
  check = (m: Readonly<Model>) => bundleLines(m as Model).length > 0;
  async run(m: Model, r: Real) {
    const line = pick(bundleLines(m), this.bundle);
    const inner = pick(line.inner, this.inner);
    const quantity = 1 + ((this.quantity - 1) % innerMax.get(inner.skuId)!);
    inner.quantity = quantity;
    await send(m, r, { kind: 'bundleQuantity', bundleId: line.id, skuId: inner.skuId, quantity }, this.wait);
  }
  toString = () => `BundleQuantity(bundle ${this.bundle}, inner ${this.inner}, ${this.quantity}${this.wait ? '' : ', no wait'})`;
}

/** Removes an add-on from a box (a box keeps its own item, so the panel offers no remove for that one). */
class RemoveFromBundle implements fc.AsyncCommand<Model, Real> {
  constructor(readonly bundle: number, readonly inner: number, readonly wait: boolean) {}
  private addOns = (line: Line) => line.inner.filter((i) => i.skuId !== line.skuId);
  check = (m: Readonly<Model>) => bundleLines(m as Model).some((b) => this.addOns(b).length > 0);
  async run(m: Model, r: Real) {
    const line = pick(bundleLines(m).filter((b) => this.addOns(b).length > 0), this.bundle);
    const inner = pick(this.addOns(line), this.inner);
    line.inner = line.inner.filter((i) => i !== inner);
    await send(m, r, { kind: 'removeFromBundle', bundleId: line.id, skuId: inner.skuId }, this.wait);
  }
  toString = () => `RemoveFromBundle(bundle ${this.bundle}, inner ${this.inner}${this.wait ? '' : ', no wait'})`;
}

const index = fc.nat(3);
/** Most clicks do not wait for the previous answer. */
const wait = fc.nat(3).map((n) => n === 0);
const weighted = (weight: number, arbitrary: fc.Arbitrary<fc.AsyncCommand<Model, Real>>) => ({ weight, arbitrary });
const command = fc.oneof(
  weighted(1, fc.tuple(index, fc.integer({ min: 1, max: 3 })).map(([g, q]) => new AddGood(g, q))),
  weighted(1, index.map((b) => new AddBox(b))),
  weighted(4, fc.tuple(index, fc.integer({ min: 1, max: 60 }), wait).map(([l, q, w]) => new SetQuantity(l, q, w))),
  weighted(2, fc.tuple(index, wait).map(([l, w]) => new OverQuantity(l, w))),
  weighted(3, fc.tuple(index, fc.boolean(), wait).map(([l, v, w]) => new Select(l, v, w))),
  weighted(2, fc.tuple(index, fc.integer({ min: 1, max: 2 }), wait).map(([l, c, w]) => new Remove(l, c, w))),
  weighted(3, fc.tuple(index, index, fc.integer({ min: 1, max: 2 }), wait).map(([b, a, c, w]) => new AddToBundle(b, a, c, w))),
  weighted(3, fc.tuple(index, index, fc.integer({ min: 1, max: 60 }), wait).map(([b, i, q, w]) => new BundleQuantity(b, i, q, w))),
  weighted(2, fc.tuple(index, index, wait).map(([b, i, w]) => new RemoveFromBundle(b, i, w))),
);

/** Every run starts from a cart with two goods and two boxes, added through the flow. */
const opening = (): fc.AsyncCommand<Model, Real>[] => [new AddGood(0, 1), new AddBox(0), new AddGood(1, 2), new AddBox(1)];

/** A small deterministic PRNG for the network delays of one run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('cart model: add, quantity, select, remove and bundle changes against the mock backend', () => {
  const backend = quietBackend();

  beforeAll(async () => {
    const s = realCartStack({ backend });
    const products = await Promise.all(
      ['p-meatballs', 'p-food-topper', 'p-super-chew', ...BOXES.map((b) => b.productId)].map((id) => s.catalog.product(id)),
    );
    const skuById = new Map(products.flatMap((p) => p!.skus.map((sku) => [sku.id, { product: p!, sku }] as const)));
    goods = GOOD_SKUS.map((id) => {
      const { product, sku } = skuById.get(id)!;
      return { product, sku, max: quantityBounds('good', sku.inventory).max };
    });
    boxes = await Promise.all(
      BOXES.map(async ({ productId, values }) => {
        const product = products.find((p) => p!.id === productId)!;
        const sku = product.skus[0];
        const addOns = (await s.feature.suggestionsFor({
          id: 'probe', type: 'bundle', selected: true, quantity: 1, sku,
          items: [{ id: 'probe-inner', type: 'good', quantity: 1, sku }],
        })).map((addOn) => ({ sku: addOn, max: quantityBounds('bundle-item', addOn.inventory).max }));
        return { product, sku, addOns, values };
      }),
    );
    for (const box of boxes) {
      innerMax.set(box.sku.id, quantityBounds('bundle-item', box.sku.inventory).max);
      for (const addOn of box.addOns) innerMax.set(addOn.sku.id, addOn.max);
    }
    await s.dispose();
    expect(boxes.every((b) => b.addOns.length >= 2)).toBe(true);
    expect(goods.map((g) => g.max)).toEqual([99, 40, 3]);
  });

  afterAll(() => backend.close());

  it('the shown cart always ends equal to the server and to the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), fc.commands([command], { maxCommands: 24, size: 'max' }), async (seed, cmds) => {
        const random = mulberry32(seed);
        const s = realCartStack({ backend, wrapFetch: (f) => withLatency(f, () => Math.floor(random() * 6)) });
        try {
          await s.settled();
          const model: Model = { lines: [], expectedErrors: 0 };
          const real: Real = { s, inFlight: [] };
          for (const step of opening()) await step.run(model, real);
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          await checkAgainstServer(model, real);
          // Every refusal was shown once, with the server's message; nothing else failed.
          expect(s.notifications.messages('error')).toEqual(Array(model.expectedErrors).fill(MAX_QUANTITY_MESSAGE));
        } finally {
          await s.dispose();
        }
      }),
      {
        numRuns: Number(process.env.CART_MODEL_RUNS ?? propertyRuns(30)),
        seed: Number(process.env.CART_MODEL_SEED ?? 4_2026),
        // Shrinking replays real calls: stop it after a while and report the smallest case found so far.
        interruptAfterTimeLimit: 40_000,
      },
    );
  }, 60_000);
});
