import type { Client } from '@urql/core';
import { pipe, subscribe } from 'wonka';
import type { Cart } from '../../../domain/shop';
import { CART_NOT_FOUND } from '../../../domain/messages';
import type {
  AddCartItemRequest, BundleItemInput, CartKey, CartRepository, GuestCartRequest,
} from '../../../ports/cart-repository';
import {
  AddCartItemMutation, AddItemToBundleCartMutation, CalculateWalletDiscountMutation, CartQuery,
  CreateCartGuestMutation, RemoveBundleCartItemMutation, RemoveCartItemMutation, SelectCartItemMutation,
  SelectOnlyCartItemMutation, SetPromotionToCartMutation, UpdateBundleCartItemQuantityMutation, UpdateCartItemQuantityMutation,
} from '../documents/cart';
import { CartChangedSubscription, SetPromotionToCartChosenMutation } from '../documents/extensions';
import { mutate, query } from '../client/operation';
import { mutationInputExtensions } from './mutation-input-extensions';
import { cartItemExtensionsOf, cartItemInputOf, NO_CART_ITEM_EXTENSIONS, type CartItemInputExtensions } from '../documents/spec-shapes';

const email = (key: CartKey) => key.email ?? null;

export class UrqlCartRepository implements CartRepository {
  /** What this server's cart item input takes beyond the contract (a bundle's name and inner items). */
  private readonly cartItemExtensions: () => Promise<CartItemInputExtensions>;

  constructor(private readonly client: Client) {
    this.cartItemExtensions = mutationInputExtensions(client, 'addCartItem', cartItemExtensionsOf, NO_CART_ITEM_EXTENSIONS);
  }

  async cart(key: CartKey): Promise<Cart> {
    // 000 §7: no cache; no result throws 'Cart not found!'. The caller reacts (000 §8), so no toast here.
    const data = await query(
      this.client,
      CartQuery,
      { id: key.id, email: email(key), phone: key.phone ?? null },
      { requestPolicy: 'network-only', reportServerErrors: false },
    );
    if (!data.cart) throw new Error(CART_NOT_FOUND);
    return data.cart;
  }

  async myCart(): Promise<Cart | null> {
    return (await query(this.client, CartQuery, {}, { requestPolicy: 'network-only', reportServerErrors: false })).cart;
  }

  async createCartGuest(request: GuestCartRequest): Promise<{ id: string }> {
    const data = await mutate(this.client, CreateCartGuestMutation, {
      email: request.email,
      phone: request.phone ?? null,
      url: request.url,
      user_agent: request.user_agent,
      input: cartItemInputOf(request.input, await this.cartItemExtensions()),
    });
    // 000 §7: createCartGuest answers id, lead and items; the priced cart is read like any other (`cart`).
    return { id: data.createCartGuest.id };
  }

  async addCartItem(request: AddCartItemRequest): Promise<Cart> {
    const { key } = request;
    const data = await mutate(this.client, AddCartItemMutation, {
      id: key.id,
      email: email(key),
      phone: key.phone ?? null,
      input: cartItemInputOf(request.input, await this.cartItemExtensions()),
      deleteCart: request.deleteCart ?? false,
      selectOnly: request.selectOnly ?? false,
    });
    return data.addCartItem;
  }

  async addItemToBundle(key: CartKey, bundleId: string, item: BundleItemInput): Promise<Cart> {
    return (await mutate(this.client, AddItemToBundleCartMutation, { id: key.id, email: email(key), bundleId, item })).addItemToBundleCart;
  }

  async updateQuantity(key: CartKey, itemId: string, quantity: number): Promise<Cart> {
    return (await mutate(this.client, UpdateCartItemQuantityMutation, { id: key.id, email: email(key), itemId, quantity })).updateCartItemQuantity;
  }

  async updateBundleQuantity(key: CartKey, bundleId: string, skuId: string, quantity: number): Promise<Cart> {
    const data = await mutate(this.client, UpdateBundleCartItemQuantityMutation, { id: key.id, email: email(key), bundleId, skuId, quantity });
    return data.updateBundleCartItemQuantity;
  }

  async removeItem(key: CartKey, itemId: string): Promise<Cart> {
    return (await mutate(this.client, RemoveCartItemMutation, { id: key.id, email: email(key), itemId })).removeCartItem;
  }

  async removeFromBundle(key: CartKey, bundleId: string, skuId: string): Promise<Cart> {
    const data = await mutate(this.client, RemoveBundleCartItemMutation, {
      id: key.id, email: email(key), phone: key.phone ?? null, bundleId, skuId,
    });
    return data.removeBundleCartItem;
  }

  async selectItem(key: CartKey, itemId: string, value: boolean): Promise<Cart> {
    return (await mutate(this.client, SelectCartItemMutation, { itemId, id: key.id, email: email(key), value })).selectCartItem;
  }

  async selectOnlyItem(key: CartKey, itemId: string): Promise<Cart> {
    return (await mutate(this.client, SelectOnlyCartItemMutation, { itemId, id: key.id, email: email(key) })).selectOnlyCartItem;
  }

  async setPromotion(key: CartKey, guest: boolean, promotionId?: string | null): Promise<Cart> {
    // Who owns a guest cart (e-mail, phone) and which promotion is meant are extensions; a server without
    // them is asked as 000 §7 names the call.
    try {
      return (await mutate(this.client, SetPromotionToCartChosenMutation, {
        id: key.id, guest, promotionId: promotionId ?? null, email: email(key), phone: key.phone ?? null,
      }, { reportServerErrors: false })).setPromotionToCart;
    } catch {
      // falls through to the spec's call
    }
    return (await mutate(this.client, SetPromotionToCartMutation, { id: key.id, guest })).setPromotionToCart;
  }

  async calculateWalletDiscount(): Promise<Cart> {
    return (await mutate(this.client, CalculateWalletDiscountMutation, {})).calculateWalletDiscount;
  }

  watch(key: CartKey, onChange: (cart: Cart) => void): () => void {
    // An extension (cartChanged); a server without it ends the subscription with an error, and the cart
    // still re-syncs on cart-data-change and storage events (001 §4).
    const { unsubscribe } = pipe(
      this.client.subscription(CartChangedSubscription, { id: key.id, email: email(key), phone: key.phone ?? null }, { reportServerErrors: false }),
      subscribe((result) => {
        if (result.data?.cartChanged) onChange(result.data.cartChanged);
      }),
    );
    return unsubscribe;
  }
}
