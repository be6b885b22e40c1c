import type { Cart, CartItem, Sku } from '../../src/domain/shop/entities';
import type {
  AddCartItemRequest,
  BundleItemInput,
  CartItemInput,
  CartKey,
  CartRepository,
  GuestCartRequest,
} from '../../src/ports/cart-repository';
import { cartTotals } from '../../src/domain/shop/cart-totals';
import { SEED_SETTINGS, SEED_SKUS } from './fake-catalog-repository';

/** The fake server's deals: free treats and the first month of the membership free. */
export const FAKE_PROMOTIONS = [
  { id: 'promo-treat', type: 'free_treat', description: 'Free treats' },
  { id: 'promo-membership', type: 'free_membership', description: 'First month free' },
] as const;

interface StoredCart {
  cart: Cart;
  email: string | null;
  phone: string | null;
  owner: string | null;
}

export interface FakeCartOptions {
  skus?: Sku[];
  /** Milliseconds each call takes (called per call: return a random number for random latency). */
  latency?: () => number;
  /** The SKU a free_membership deal makes free for its first month (the settings' firstMonthFreeSkuId). */
  firstMonthFreeSkuId?: string | null;
  /** False for a server with the spec's contract only: no cartChanged, so a watch hears nothing of a mutation. */
  servesCartChanged?: boolean;
  /** False for a server whose cart query without an id answers nothing: a signed-in shopper's cart is read by its id. */
  answersOwnCart?: boolean;
}

/**
 * An in-memory cart server with the mock backend's rules: every mutation answers the whole cart, an unknown
 * cart id or a wrong e-mail is 'Cart not found!', and watchers hear changes made elsewhere.
 */
export class FakeCartRepository implements CartRepository {
  readonly carts = new Map<string, StoredCart>();
  readonly calls: { op: string; args: unknown[] }[] = [];
  /** The e-mail of the signed-in user, for myCart. */
  signedInEmail: string | null = null;
  /** Make the next call of this operation fail with this message. */
  failNext = new Map<string, string>();
  private watchers = new Set<{ id: string; onChange: (cart: Cart) => void }>();
  private nextId = 1;
  private readonly skus: Sku[];
  private readonly latency: () => number;
  private readonly firstMonthFreeSkuId: string | null;
  private readonly servesCartChanged: boolean;
  private readonly answersOwnCart: boolean;

  constructor(options: FakeCartOptions = {}) {
    this.skus = options.skus ?? SEED_SKUS;
    this.latency = options.latency ?? (() => 0);
    this.firstMonthFreeSkuId = options.firstMonthFreeSkuId === undefined ? SEED_SETTINGS.firstMonthFreeSkuId ?? null : options.firstMonthFreeSkuId;
    this.servesCartChanged = options.servesCartChanged ?? true;
    this.answersOwnCart = options.answersOwnCart ?? true;
  }

  /** Seeds a cart directly on the server. */
  seed(
    items: CartItemInput[],
    owner: { email?: string | null; phone?: string | null; signedIn?: boolean; promotionId?: string } = {},
  ): Cart {
    const id = `cart-${this.nextId++}`;
    const stored: StoredCart = {
      cart: { id, sub_total: 0, total: 0, items: [] },
      email: owner.email ?? null,
      phone: owner.phone ?? null,
      owner: owner.signedIn ? (owner.email ?? null) : null,
    };
    for (const input of items) stored.cart.items.push(this.item(input));
    const promotion = FAKE_PROMOTIONS.find((p) => p.id === owner.promotionId);
    if (promotion) stored.cart.promotion = { id: promotion.id, type: promotion.type, description: promotion.description };
    this.carts.set(id, stored);
    this.total(stored.cart);
    return structuredClone(stored.cart);
  }

  serverCart(id: string): Cart {
    return structuredClone(this.carts.get(id)!.cart);
  }

  /** A change made in another tab or device: updates the cart and notifies watchers (cart-data-change). */
  changeElsewhere(id: string, change: (cart: Cart) => void): void {
    const stored = this.carts.get(id)!;
    change(stored.cart);
    this.total(stored.cart);
    this.notify(id);
  }

  async cart(key: CartKey): Promise<Cart> {
    if (this.heldReads) return this.heldRead(key);
    return this.run('cart', [key], () => structuredClone(this.find(key).cart));
  }

  /** Cart reads in flight until released, each answered with the cart as it was when asked; returns the release. */
  holdCartReads(): () => void {
    this.heldReads = new Map();
    return () => {
      const held = this.heldReads;
      this.heldReads = null;
      held?.forEach((read) => read.release());
    };
  }

  private heldReads: Map<string, { answer: Promise<Cart>; release: () => void }> | null = null;

  /** As the API client does, a read asked again while the same read is in flight joins it. */
  private heldRead(key: CartKey): Promise<Cart> {
    this.calls.push({ op: 'cart', args: [key] });
    const joined = this.heldReads!.get(key.id);
    if (joined) return joined.answer;
    const snapshot = structuredClone(this.find(key).cart);
    let release = () => {};
    const answer = new Promise<Cart>((resolve) => (release = () => resolve(snapshot)));
    this.heldReads!.set(key.id, { answer, release });
    return answer;
  }

  async myCart(): Promise<Cart | null> {
    return this.run('myCart', [], () => {
      if (!this.answersOwnCart) return null;
      const found = [...this.carts.values()].find((c) => c.owner !== null && c.owner === this.signedInEmail);
      return found ? structuredClone(found.cart) : null;
    });
  }

  async createCartGuest(request: GuestCartRequest): Promise<{ id: string }> {
    return this.run('createCartGuest', [request], () => {
      const cart = this.seed([request.input], {
        email: request.email,
        phone: request.phone,
        signedIn: this.signedInEmail !== null && this.signedInEmail === request.email,
      });
      return { id: cart.id };
    });
  }

  async addCartItem(request: AddCartItemRequest): Promise<Cart> {
    return this.run('addCartItem', [request], () => {
      const stored = this.find(request.key);
      if (request.deleteCart) stored.cart.items = [];
      const existing = stored.cart.items.find(
        (i) => i.type !== 'bundle' && request.input.type !== 'bundle' && i.sku?.id === request.input.sku_id,
      );
      if (existing) existing.quantity += request.input.quantity;
      else stored.cart.items.push(this.item(request.input));
      return this.answer(stored);
    });
  }

  async addItemToBundle(key: CartKey, bundleId: string, item: BundleItemInput): Promise<Cart> {
    return this.run('addItemToBundle', [key, bundleId, item], () => {
      const stored = this.find(key);
      const bundle = this.line(stored, bundleId);
      const inner = bundle.items!.find((i) => i.sku.id === item.sku_id);
      if (inner) inner.quantity += item.quantity;
      else bundle.items!.push({ id: `inner-${this.nextId++}`, type: 'good', quantity: item.quantity, sku: this.sku(item.sku_id) });
      return this.answer(stored);
    });
  }

  async updateQuantity(key: CartKey, itemId: string, quantity: number): Promise<Cart> {
    return this.run('updateQuantity', [key, itemId, quantity], () => {
      const stored = this.find(key);
      this.line(stored, itemId).quantity = quantity;
      return this.answer(stored);
    });
  }

  async updateBundleQuantity(key: CartKey, bundleId: string, skuId: string, quantity: number): Promise<Cart> {
    return this.run('updateBundleQuantity', [key, bundleId, skuId, quantity], () => {
      const stored = this.find(key);
      const inner = this.line(stored, bundleId).items!.find((i) => i.sku.id === skuId);
      if (!inner) throw new Error('Item not found');
      inner.quantity = quantity;
      return this.answer(stored);
    });
  }

  async removeItem(key: CartKey, itemId: string): Promise<Cart> {
    return this.run('removeItem', [key, itemId], () => {
      const stored = this.find(key);
      this.line(stored, itemId);
      stored.cart.items = stored.cart.items.filter((i) => i.id !== itemId);
      return this.answer(stored);
    });
  }

  async removeFromBundle(key: CartKey, bundleId: string, skuId: string): Promise<Cart> {
    return this.run('removeFromBundle', [key, bundleId, skuId], () => {
      const stored = this.find(key);
      const bundle = this.line(stored, bundleId);
      bundle.items = bundle.items!.filter((i) => i.sku.id !== skuId);
      return this.answer(stored);
    });
  }

  async selectItem(key: CartKey, itemId: string, value: boolean): Promise<Cart> {
    return this.run('selectItem', [key, itemId, value], () => {
      const stored = this.find(key);
      this.line(stored, itemId).selected = value;
      return this.answer(stored);
    });
  }

  async selectOnlyItem(key: CartKey, itemId: string): Promise<Cart> {
    return this.run('selectOnlyItem', [key, itemId], () => {
      const stored = this.find(key);
      for (const item of stored.cart.items) item.selected = item.id === itemId;
      return this.answer(stored);
    });
  }

  async setPromotion(key: CartKey, _guest: boolean, promotionId?: string | null): Promise<Cart> {
    return this.run('setPromotion', [key, promotionId], () => {
      const stored = this.find(key);
      const promotion = FAKE_PROMOTIONS.find((p) => p.id === promotionId) ?? FAKE_PROMOTIONS[0];
      stored.cart.promotion = { id: promotion.id, type: promotion.type, description: promotion.description };
      return this.answer(stored);
    });
  }

  async calculateWalletDiscount(key: CartKey): Promise<Cart> {
    return this.run('calculateWalletDiscount', [key], () => {
      const stored = this.find(key);
      stored.cart.wallet_discount = Math.min(500, stored.cart.total);
      return this.answer(stored);
    });
  }

  watch(key: CartKey, onChange: (cart: Cart) => void): () => void {
    const watcher = { id: key.id, onChange };
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  watcherCount(): number {
    return this.watchers.size;
  }

  private async run<T>(op: string, args: unknown[], work: () => T): Promise<T> {
    this.calls.push({ op, args });
    const delay = this.latency();
    // The simulated network waits on a timer, so a test may run it on real or on fake timers.
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    else await Promise.resolve();
    const failure = this.failNext.get(op);
    if (failure) {
      this.failNext.delete(op);
      throw new Error(failure);
    }
    return work();
  }

  private find(key: CartKey): StoredCart {
    const stored = this.carts.get(key.id);
    if (!stored) throw new Error('Cart not found!');
    if (stored.owner === null && stored.email && key.email && stored.email !== key.email) throw new Error('Cart not found!');
    return stored;
  }

  private line(stored: StoredCart, itemId: string): CartItem {
    const item = stored.cart.items.find((i) => i.id === itemId);
    if (!item) throw new Error('Item not found');
    return item;
  }

  private sku(id: string): Sku {
    const sku = this.skus.find((s) => s.id === id);
    if (!sku) throw new Error('Sku not found');
    return structuredClone(sku);
  }

  private item(input: CartItemInput): CartItem {
    const sku = this.sku(input.sku_id);
    const base: CartItem = {
      id: `item-${this.nextId++}`,
      type: input.type,
      selected: true,
      quantity: input.quantity,
      sku,
      name: input.name ?? sku.name,
      sku_attributes: input.sku_attributes ?? null,
      shipping_method: input.type === 'digital' ? 'free' : 'flat_rate',
    };
    if (input.type === 'bundle') {
      base.items = (input.items ?? []).map((inner) => ({
        id: `inner-${this.nextId++}`,
        type: 'good',
        quantity: inner.quantity,
        sku: this.sku(inner.sku_id),
        sku_attributes: inner.sku_attributes ?? null,
      }));
      // As on the server: the box's own SKU is its first inner item, so its price counts.
      if (!base.items.some((inner) => inner.sku.id === sku.id)) {
        base.items.unshift({ id: `inner-${this.nextId++}`, type: 'good', quantity: 1, sku: structuredClone(sku), sku_attributes: null });
      }
    }
    return base;
  }

  /** The fake server prices like the real one: the domain's cartTotals with the settings' membership SKU. */
  private total(cart: Cart): void {
    const totals = cartTotals(cart, { firstMonthFreeSkuId: this.firstMonthFreeSkuId });
    cart.sub_total = totals.subtotal;
    cart.discounted_total = totals.discountedTotal;
    cart.total = totals.total;
  }

  /** Every change is announced to the cart's watchers, the changer's own included (cartChanged). */
  private answer(stored: StoredCart): Cart {
    this.total(stored.cart);
    if (this.servesCartChanged) this.notify(stored.cart.id);
    return structuredClone(stored.cart);
  }

  private notify(id: string): void {
    const cart = structuredClone(this.carts.get(id)!.cart);
    for (const w of this.watchers) if (w.id === id) w.onChange(structuredClone(cart));
  }
}
