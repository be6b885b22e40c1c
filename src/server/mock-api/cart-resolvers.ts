// The cart query, the cart mutations of 000 §7 and the cartChanged subscription.
import { isPromotionActive } from '../../domain';
import type { CartRecord } from './shop-state';
import { newId } from './shop-state';
import { currentUser, fail, nowSeconds, type ResolverContext, type ResolverMap } from './resolver-context';
import { CART_NOT_FOUND } from '../../domain/messages';
import { createCart, findCart, requireCart, touch, viewOf, type CartKeyArgs } from './cart-access';
import { ownsCart, type OwnerCheck } from './cart-authorization';
import { requireGuestContact, requireValidEmail } from './contact-validation';
import * as ops from './cart-operations';

type Args = Record<string, any>;

/** Runs a change on the cart the arguments name and answers the whole cart. */
const change = (run: (cart: CartRecord, args: Args, ctx: ResolverContext) => void, check: OwnerCheck = {}) =>
  (_: unknown, args: Args, ctx: ResolverContext) => {
    const cart = requireCart(ctx, args as CartKeyArgs, check);
    run(cart, args, ctx);
    return viewOf(ctx, touch(ctx, cart));
  };

/** addCartItem: a signed-in user without a cart under that id gets their own cart, created when missing. */
function cartForAdd(ctx: ResolverContext, args: Args): CartRecord {
  const found = findCart(ctx, args, { phone: true });
  if (found) return found;
  const user = currentUser(ctx);
  if (!user) return fail(CART_NOT_FOUND);
  return findCart(ctx, {}) ?? createCart(ctx, { userId: user.id, email: user.email, phone: user.phone });
}

export const cartResolvers: ResolverMap = {
  Query: {
    cart: (_: unknown, args: Args, ctx: ResolverContext) => {
      const cart = findCart(ctx, args, { phone: true });
      return cart ? viewOf(ctx, cart) : null;
    },
  },
  Mutation: {
    createLead: (_: unknown, args: Args, ctx: ResolverContext) => {
      const lead = { id: newId(ctx.state, 'le'), email: requireValidEmail(args.email), phone: args.phone ?? null, from: args.from ?? null, meta: args.meta ?? null };
      ctx.state.leads.push(lead);
      ctx.changed();
      return lead;
    },
    createGuestCart: (_: unknown, args: Args, ctx: ResolverContext) => {
      const contact = requireGuestContact(args.email, args.phone);
      ctx.guestCarts.count(ctx.client, ctx.now());
      const cart = createCart(ctx, { userId: currentUser(ctx)?.id, ...contact });
      return viewOf(ctx, touch(ctx, cart));
    },
    createCartGuest: (_: unknown, args: Args, ctx: ResolverContext) => {
      const { email, phone } = requireGuestContact(args.email, args.phone);
      ctx.guestCarts.count(ctx.client, ctx.now());
      const lead = { id: newId(ctx.state, 'le'), email, phone, from: args.url ?? null, meta: args.user_agent ?? null };
      const cart = createCart(ctx, { userId: currentUser(ctx)?.id, email, phone });
      try {
        ops.addItem(ctx.state, cart, args.input);
      } catch (error) {
        ctx.state.carts = ctx.state.carts.filter((c) => c !== cart);
        throw error;
      }
      ctx.state.leads.push(lead);
      const view = viewOf(ctx, touch(ctx, cart));
      return { id: cart.id, lead, items: view.items, cart: view };
    },
    addCartItem: (_: unknown, args: Args, ctx: ResolverContext) => {
      const cart = cartForAdd(ctx, args);
      const before = JSON.stringify(cart.items);
      if (args.deleteCart) cart.items = []; // 000 §4: Continue on a channel conflict replaces the cart
      try {
        const itemId = ops.addItem(ctx.state, cart, args.input);
        if (args.selectOnly) ops.selectItems(cart, { only: itemId, ids: args.selectedItems ?? undefined });
        else if (args.selectedItems) ops.selectItems(cart, { ids: [...args.selectedItems, itemId] });
        else if (args.selectedType) ops.selectItems(cart, { type: args.selectedType });
      } catch (error) {
        cart.items = JSON.parse(before);
        throw error;
      }
      return viewOf(ctx, touch(ctx, cart));
    },
    addItemToBundleCart: change((cart, a, ctx) => ops.addToBundle(ctx.state, cart, a.bundleId, a.item)),
    updateCartItemQuantity: change((cart, a, ctx) => ops.updateQuantity(ctx.state, cart, a.itemId, a.quantity)),
    updateBundleCartItemQuantity: change((cart, a, ctx) => ops.updateBundleQuantity(ctx.state, cart, a.bundleId, a.skuId, a.quantity)),
    removeCartItem: change((cart, a) => ops.removeItem(cart, a.itemId)),
    removeBundleCartItem: change((cart, a) => ops.removeFromBundle(cart, a.bundleId, a.skuId), { phone: true }),
    selectCartItem: change((cart, a) => { ops.requireItem(cart, a.itemId).selected = a.value; }),
    selectOnlyCartItem: change((cart, a) => { ops.requireItem(cart, a.itemId); ops.selectItems(cart, { only: a.itemId }); }),
    // 000 §7 setPromotionToCart(id, guest) carries no e-mail; the shop's client adds the guest's e-mail and phone
    // (an extension) so the deal goes only on a cart the caller owns.
    setPromotionToCart: change((cart, a, ctx) => {
      const now = nowSeconds(ctx);
      const active = ctx.state.promotions.filter((p) => isPromotionActive(p, now));
      const promo = a.promotionId ? active.find((p) => p.id === a.promotionId) : active.find((p) => p.type === 'free_treat');
      if (!promo) fail('Promotion not found');
      cart.promotionId = promo!.id;
    }, { phone: true }),
    // 1 coin = 1 cent, capped at the total when the cart is priced.
    // 000 §7 names calculateWalletDiscount without arguments: the signed-in shopper's own cart, unless an id is given.
    calculateWalletDiscount: (_: unknown, args: Args, ctx: ResolverContext) => {
      const cart = requireCart(ctx, (args.id ? args : {}) as CartKeyArgs);
      cart.walletDiscount = currentUser(ctx)?.wallet.coins ?? 0;
      return viewOf(ctx, touch(ctx, cart));
    },
  },
  Subscription: {
    cartChanged: {
      // A user's cart is watched only by its owner (the WebSocket's cookie); a guest cart by whoever names its id
      // with its e-mail and phone (an extension of 000 §7's cartChanged(id)), checked again on every change.
      subscribe: (_: unknown, args: Args, ctx: ResolverContext) => {
        requireCart(ctx, args as CartKeyArgs, { phone: true });
        return ctx.events.watch(args.id, (shared) => {
          const now = ctx.state.carts.find((c) => c.id === args.id);
          // Whether this watcher may see it is asked per watcher; the view itself is made once per change.
          return now && ownsCart(currentUser(ctx), now, args, { phone: true }) ? (shared.view ??= viewOf(ctx, now)) : null;
        });
      },
      resolve: (payload: unknown) => payload,
    },
  },
};
