// Addresses, tax and shipping rates, and placing the order (000 §7 Addresses and checkout).
import type { AddressRecord, CartRecord, OrderRecord, UserRecord } from './shop-state';
import { newId } from './shop-state';
import { CART_EMPTY_MESSAGE, CART_NOT_FOUND, isSameAddress, SHIPPING_ADDRESS_REQUIRED } from '../../domain';
import { currentUser, fail, NOT_AUTHENTICATED, nowIso, nowSeconds, requireUser, type ResolverContext, type ResolverMap } from './resolver-context';
import { findCart, requireCart, touch, viewOf } from './cart-access';
import { storedCartTotals, itemAmount, shipmentPrices, skuById, taxes, unitAmount } from './cart-pricing';
import { checkExpectedTotal, checkOrderRules, needsShipping } from './order-rules';

type Args = Record<string, any>;
type Ctx = ResolverContext;

function requireAddress(ctx: Ctx, id: string, cart?: CartRecord | null): AddressRecord {
  const user = currentUser(ctx);
  const address = ctx.state.addresses.find((a) => a.id === id);
  const mine = address && ((user && address.userId === user.id) || (cart && address.cartId === cart.id));
  return mine ? address! : fail('Address not found');
}

/** A guest's address belongs to their cart; a signed-in user's to them. */
function saveAddress(ctx: Ctx, input: Args, given?: AddressRecord): AddressRecord {
  const user = currentUser(ctx);
  const cart = input.cartId ? requireCart(ctx, { id: input.cartId, email: input.email }) : null;
  if (!user && !cart) fail(NOT_AUTHENTICATED);
  const { cartId: _c, email: _e, ...fields } = input;
  // The same address saved again (after a reload, say) is the record already kept, not a second one.
  const mine = ctx.state.addresses.filter((a) => (user ? a.userId === user.id : a.cartId === cart?.id));
  const existing = given ?? mine.find((a) => isSameAddress(a, fields));
  const iso = nowIso(ctx);
  const record: AddressRecord = existing
    ? Object.assign(existing, fields, { updatedAt: iso })
    : { id: newId(ctx.state, 'ad'), userId: user?.id ?? null, cartId: cart?.id ?? null, line2: null, default: false, createdAt: iso, updatedAt: iso, ...fields } as AddressRecord;
  if (!existing) ctx.state.addresses.push(record);
  if (record.default && user) ctx.state.addresses.forEach((a) => { if (a.userId === user.id && a !== record) a.default = false; });
  ctx.changed();
  return record;
}

/** getTaxAndRates and friends: the address is stored on the cart, which then prices taxes and shipping. */
function withRates(ctx: Ctx, addressId: string, args: Args) {
  // 000 §7 getTaxAndRates(address_id, flatRate): a guest's address was saved with its cart and names it.
  const saved = ctx.state.addresses.find((a) => a.id === addressId);
  const cart = args.cartId ? requireCart(ctx, { id: args.cartId, email: args.email })
    : (saved?.cartId ? ctx.state.carts.find((c) => c.id === saved.cartId) : null) ?? findCart(ctx, {}) ?? fail(CART_NOT_FOUND);
  requireAddress(ctx, addressId, cart);
  cart.addressId = addressId;
  cart.flatRate = !!args.flatRate;
  const view = viewOf(ctx, touch(ctx, cart));
  return { cart: view, taxes: view.taxes ?? { tax: 0, tax_rate: 0.0825, items: [] }, shipment_prices: view.shipment_prices ?? [] };
}

function ratesForItems(ctx: Ctx, items: Args[] | null | undefined) {
  const lines = (items ?? []).map((i, n) => ({
    id: `line-${n}`, type: 'good', selected: true, sku_attributes: [], quantity: Number(i.quantity ?? 1), choosed_amount: null,
    skuId: String(i.sku_id ?? i.skuId ?? i.sku ?? ''), name: null, description: null, items: null,
  }));
  const subTotal = lines.reduce((sum, l) => sum + itemAmount(ctx.state, l), 0);
  return { taxes: taxes(ctx.state, lines), shipment_prices: shipmentPrices(ctx.state, lines, subTotal) };
}

/** What the order would charge now: the cart's totals less any coins useWallet spends on top. */
function orderCharge(ctx: Ctx, cart: CartRecord, input: Args, user: UserRecord | null) {
  const totals = storedCartTotals(ctx.state, cart, nowSeconds(ctx));
  // Coins already taken by calculateWalletDiscount count once; useWallet spends what is left (1 coin = 1 cent).
  const left = user ? Math.max(0, user.wallet.coins - totals.wallet_discount) : 0;
  const coins = input.useWallet ? Math.min(left, totals.total) : 0;
  return { totals, coins, charge: totals.total - coins };
}

function placeOrder(ctx: Ctx, cart: CartRecord, input: Args, user: UserRecord | null): OrderRecord {
  const selected = cart.items.filter((i) => i.selected);
  const { totals, coins, charge } = orderCharge(ctx, cart, input, user);
  // A box's contents are its order lines, each as many times as the box is ordered (the box costs quantity × its items).
  const lines = selected.flatMap((i) => (i.type === 'bundle' ? (i.items ?? []).map((inner) => ({ ...inner, quantity: inner.quantity * i.quantity })) : [i]));
  const iso = nowIso(ctx);
  const order: OrderRecord = {
    id: newId(ctx.state, 'or'), userId: user?.id ?? null, email: user?.email ?? cart.email, cartId: cart.id, currency: 'usd',
    shipping_amount: totals.shipping, subtotal_amount: totals.sub_total, tax: totals.taxes?.tax ?? 0, tax_rate: totals.taxes?.tax_rate ?? 0,
    total_amount: charge, used_coins_amount: coins + totals.wallet_discount,
    items: lines.map((l) => {
      const sku = skuById(ctx.state, l.skuId)!;
      // The SKU's price parts as charged: the domain's orderLineAmount reads the line's amount back from them.
      return { unit_amount: sku.unit_amount, quantity: l.quantity, discount_perc: sku.discount_perc, discount_amount: sku.discount_amount, skuId: sku.id };
    }),
    shipment_rate: (totals.shipment_prices?.[0] ?? null) as OrderRecord['shipment_rate'], metadata: { promotionId: cart.promotionId },
    createdAt: iso, updated_at: iso,
  };
  for (const line of lines) {
    const sku = skuById(ctx.state, line.skuId)!;
    if (sku.inventory.type === 'finite') sku.inventory.quantity = Math.max(0, (sku.inventory.quantity ?? 0) - line.quantity);
    const product = ctx.state.products.find((p) => p.id === sku.productId);
    if (product) product.sold += line.quantity;
  }
  if (user) {
    user.wallet.coins = Math.max(0, user.wallet.coins - coins - totals.wallet_discount);
    user.checkoutDone = true;
  }
  // A guest's box renews too: it is kept under the checkout's e-mail until an account proves that e-mail.
  for (const item of selected.filter((i) => skuById(ctx.state, i.skuId)?.type === 'recurring')) {
    const sku = skuById(ctx.state, item.skuId)!;
    const days = sku.recurring?.interval === 'year' ? 365 : 28;
    const now = nowSeconds(ctx);
    ctx.state.subscriptions.push({
      id: newId(ctx.state, 'su'), userId: user?.id ?? null, email: user ? null : order.email, status: 'active', metadata: { order: order.id },
      sku_attributes: item.sku_attributes, current_period_start: now, current_period_end: now + days * 86400, trial_end: null, currency: 'usd',
      payment_method: null, pause_collection: null, cancel_at: null, cancel_at_period_end: false, canceled_at: null,
      items: [{ id: newId(ctx.state, 'si'), quantity: 1, skuId: sku.id, createdAt: iso, updated_at: iso }], addressId: cart.addressId,
    });
  }
  ctx.state.orders.push(order);
  cart.items = cart.items.filter((i) => !i.selected);
  cart.walletDiscount = 0;
  cart.promotionId = null;
  return order;
}

export const checkoutResolvers: ResolverMap = {
  Query: {
    getAddresses: (_: unknown, _a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      return ctx.state.addresses.filter((a) => a.userId === user.id);
    },
    getTaxForUpdate: (_: unknown, args: Args, ctx: Ctx) => { requireAddress(ctx, args.address_id); return ratesForItems(ctx, args.items).taxes; },
    getRateForUpdate: (_: unknown, args: Args, ctx: Ctx) => { requireAddress(ctx, args.address_id); return ratesForItems(ctx, args.items).shipment_prices; },
    getAddressTaxShippingRate: (_: unknown, args: Args, ctx: Ctx) => {
      const cart = findCart(ctx, {});
      if (args.id) requireAddress(ctx, args.id, cart);
      return ratesForItems(ctx, cart?.items.filter((i) => i.selected).map((i) => ({ sku_id: i.skuId, quantity: i.quantity })));
    },
  },
  Mutation: {
    createAddress: (_: unknown, args: Args, ctx: Ctx) => saveAddress(ctx, args.input),
    updateAddress: (_: unknown, args: Args, ctx: Ctx) => saveAddress(ctx, args.input, requireAddress(ctx, args.id, args.input.cartId ? findCart(ctx, { id: args.input.cartId, email: args.input.email }) : null)),
    updateAddressWithRates: (_: unknown, args: Args, ctx: Ctx) => {
      const cart = args.input.cartId ? findCart(ctx, { id: args.input.cartId, email: args.input.email }) : null;
      saveAddress(ctx, args.input, requireAddress(ctx, args.id, cart));
      return withRates(ctx, args.id, { cartId: args.input.cartId, email: args.input.email });
    },
    getTaxAndRates: (_: unknown, args: Args, ctx: Ctx) => withRates(ctx, args.address_id, args),
    getRate: (_: unknown, args: Args, ctx: Ctx) => withRates(ctx, args.address_id, args).shipment_prices,
    getTax: (_: unknown, args: Args, ctx: Ctx) => withRates(ctx, args.address_id, args).taxes,
    createCheckout: (_: unknown, { input }: Args, ctx: Ctx) => {
      const cart = requireCart(ctx, { id: input.cartId, email: input.email });
      const selected = cart.items.filter((i) => i.selected);
      if (selected.length === 0) fail(CART_EMPTY_MESSAGE);
      const user = currentUser(ctx);
      checkOrderRules(ctx.state, cart, user);
      if (input.address_id) {
        requireAddress(ctx, input.address_id, cart);
        cart.addressId = input.address_id;
      } else if (needsShipping(cart)) fail(SHIPPING_ADDRESS_REQUIRED);
      else cart.addressId = null;
      checkExpectedTotal(input.expected_total, orderCharge(ctx, cart, input, user).charge);
      // The processor charges the card its token stands for; the API never sees the card.
      const paid = ctx.cards.useToken(input.source);
      if (!paid.ok) return fail(paid.message);
      const order = placeOrder(ctx, cart, input, user);
      touch(ctx, cart);
      ctx.log(`Order ${order.id} placed for ${order.email}: ${order.total_amount} cents`);
      return order;
    },
  },
};
