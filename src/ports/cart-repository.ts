import { serviceToken } from './service-token';
import type { Cart, CartItem, SkuAttributeEntry } from '../domain/shop';

/** Who a cart belongs to: its id plus the guest's e-mail and phone (000 §3 local storage keys). */
export interface CartKey {
  id: string;
  email?: string | null;
  phone?: string | null;
}

export interface BundleItemInput {
  type: 'good';
  sku_id: string;
  quantity: number;
  sku_attributes?: SkuAttributeEntry[];
}

export interface CartItemInput {
  type: CartItem['type'];
  sku_id: string;
  quantity: number;
  sku_attributes?: SkuAttributeEntry[];
  /** For a bundle: the dog's name and its inner items. */
  name?: string;
  items?: BundleItemInput[];
}

export interface UserAgentInfo {
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
  language: string;
}

export interface GuestCartRequest {
  email: string;
  phone?: string | null;
  url: string;
  user_agent: UserAgentInfo;
  input: CartItemInput;
}

export interface AddCartItemRequest {
  key: CartKey;
  input: CartItemInput;
  deleteCart?: boolean;
  selectOnly?: boolean;
}

/** Every cart query and mutation of 000 §7. Each mutation answers the whole cart as the server now holds it. */
export interface CartRepository {
  /** cart(id, email, phone); rejects with 'Cart not found!' when the server has none. */
  cart(key: CartKey): Promise<Cart>;
  /** The signed-in user's own cart, or null when they have none. */
  myCart(): Promise<Cart | null>;
  /** createCartGuest (000 §7): the new cart's id; the cart itself is read with `cart`. */
  createCartGuest(request: GuestCartRequest): Promise<{ id: string }>;
  addCartItem(request: AddCartItemRequest): Promise<Cart>;
  addItemToBundle(key: CartKey, bundleId: string, item: BundleItemInput): Promise<Cart>;
  updateQuantity(key: CartKey, itemId: string, quantity: number): Promise<Cart>;
  updateBundleQuantity(key: CartKey, bundleId: string, skuId: string, quantity: number): Promise<Cart>;
  removeItem(key: CartKey, itemId: string): Promise<Cart>;
  removeFromBundle(key: CartKey, bundleId: string, skuId: string): Promise<Cart>;
  selectItem(key: CartKey, itemId: string, value: boolean): Promise<Cart>;
  selectOnlyItem(key: CartKey, itemId: string): Promise<Cart>;
  /** setPromotionToCart(id, guest) (000 §7); the chosen promotion where the server takes it (an extension). */
  setPromotion(key: CartKey, guest: boolean, promotionId?: string | null): Promise<Cart>;
  /** calculateWalletDiscount (000 §7, no arguments): the signed-in shopper's cart with their wallet applied. */
  calculateWalletDiscount(key: CartKey): Promise<Cart>;
  /**
   * The server's cart after a change made elsewhere (the cartChanged extension); returns an unsubscribe.
   * Optional for a server: without it nothing arrives and the cart re-syncs on cart-data-change and storage events.
   */
  watch(key: CartKey, onChange: (cart: Cart) => void): () => void;
}

export const CartRepository = serviceToken<CartRepository>('CartRepository');
