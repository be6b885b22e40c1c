// Who may read or change a cart: its owner when signed in, else whoever holds its id and e-mail (000 §3, §4).
import type { CartRecord, ShopState } from './shop-state';
import { currentUser, fail, normalizeEmail, nowIso, nowSeconds, randomHex, type ResolverContext } from './resolver-context';
import { CART_NOT_FOUND } from '../../domain/messages';
import { activePromotion, storedCartTotals, itemShippingMethod } from './cart-pricing';
import { normalizePhone, ownsCart, type OwnerCheck } from './cart-authorization';

export interface CartKeyArgs { id?: string | null; email?: string | null; phone?: string | null }

// Cart ids are random: a guest's id and e-mail are all that name their cart.
/** The cart the key names, or null; a signed-in caller with no id gets their own cart. */
export function findCart(ctx: ResolverContext, key: CartKeyArgs, check: OwnerCheck = {}): CartRecord | null {
  const user = currentUser(ctx);
  if (!key.id) return user ? ctx.state.carts.find((c) => c.userId === user.id) ?? null : null;
  const cart = ctx.state.carts.find((c) => c.id === key.id);
  return cart && ownsCart(user, cart, key, check) ? cart : null;
}

export function requireCart(ctx: ResolverContext, key: CartKeyArgs, check: OwnerCheck = {}): CartRecord {
  return findCart(ctx, key, check) ?? fail(CART_NOT_FOUND);
}

export function createCart(ctx: ResolverContext, owner: { userId?: string | null; email?: string | null; phone?: string | null }): CartRecord {
  const iso = nowIso(ctx);
  const cart: CartRecord = {
    id: `ca${randomHex(11)}`, userId: owner.userId ?? null, email: owner.email ? normalizeEmail(owner.email) : null,
    phone: normalizePhone(owner.phone), items: [], promotionId: null, walletDiscount: 0, addressId: null, flatRate: false,
    createdAt: iso, updatedAt: iso,
  };
  ctx.state.carts.push(cart);
  return cart;
}

/** Records a cart change: timestamps it, persists the state and tells cartChanged subscribers. */
export function touch(ctx: ResolverContext, cart: CartRecord): CartRecord {
  cart.updatedAt = nowIso(ctx);
  ctx.cartChanged(cart.id);
  return cart;
}

/** The cart as the wire shows it (000 §3), totals derived from the store. */
export function cartView(state: ShopState, cart: CartRecord, now: number) {
  const totals = storedCartTotals(state, cart, now);
  // Only an active promotion is on the cart: the one the totals apply (000 §4).
  const promo = activePromotion(state, cart, now);
  return {
    id: cart.id,
    email: cart.email,
    phone: cart.phone,
    sub_total: totals.sub_total,
    total: totals.total,
    discounted_total: totals.discounted_total,
    wallet_discount: totals.wallet_discount,
    promotion: promo ? { id: promo.id, description: promo.description, type: promo.type } : null,
    selected_address: cart.addressId ? state.addresses.find((a) => a.id === cart.addressId) ?? null : null,
    shipment_prices: totals.shipment_prices,
    taxes: totals.taxes,
    items: cart.items.map((item) => ({
      ...item,
      shipping_method: itemShippingMethod(state, item),
      sku: state.skus.find((s) => s.id === item.skuId) ?? null,
      items: item.items?.map((inner) => ({ ...inner, sku: state.skus.find((s) => s.id === inner.skuId) })) ?? null,
    })),
  };
}

export const viewOf = (ctx: ResolverContext, cart: CartRecord) => cartView(ctx.state, cart, nowSeconds(ctx));
