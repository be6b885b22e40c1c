import { gql } from './gql';
import type { Cart, CartItem } from '../../../domain/shop';
import type { BundleItemInput, CartItemInput, UserAgentInfo } from '../../../ports/cart-repository';
import { CART_FIELDS } from './fragments';

type Email = { email?: string | null };

// 000 §7 cart(id, email, phone): no cache (network-only in the repository).
export const CartQuery = gql<{ cart: Cart | null }, { id?: string | null; email?: string | null; phone?: string | null }>(`
  query Cart($id: ID, $email: String, $phone: String) { cart(id: $id, email: $email, phone: $phone) { ${CART_FIELDS} } }
`);

export const CreateLeadMutation = gql<
  { createLead: { email: string; phone?: string | null } },
  { email: string; from?: string | null; meta?: unknown }
>(`
  mutation CreateLead($email: String!, $from: String, $meta: JSON) { createLead(email: $email, from: $from, meta: $meta) { email phone } }
`);

// 000 §7 createCartGuest returns id, lead, items; the whole cart is then read with cart(id, email, phone).
export const CreateCartGuestMutation = gql<
  { createCartGuest: { id: string; lead?: { email: string; phone?: string | null } | null; items: Pick<CartItem, 'id'>[] } },
  { email: string; phone?: string | null; url?: string | null; user_agent?: UserAgentInfo | null; input: CartItemInput }
>(`
  mutation CreateCartGuest($email: String!, $phone: String, $url: String, $user_agent: UserAgentInput, $input: CartItemInput!) {
    createCartGuest(email: $email, phone: $phone, url: $url, user_agent: $user_agent, input: $input) {
      id lead { email phone } items { id }
    }
  }
`);

export const AddCartItemMutation = gql<
  { addCartItem: Cart },
  {
    id: string; email?: string | null; phone?: string | null; input: CartItemInput; deleteCart?: boolean | null;
    selectOnly?: boolean | null; selectedItems?: string[] | null; selectedType?: string | null;
  }
>(`
  mutation AddCartItem($id: ID!, $email: String, $phone: String, $input: CartItemInput!, $deleteCart: Boolean, $selectOnly: Boolean, $selectedItems: [ID!], $selectedType: String) {
    addCartItem(id: $id, email: $email, phone: $phone, input: $input, deleteCart: $deleteCart, selectOnly: $selectOnly, selectedItems: $selectedItems, selectedType: $selectedType) { ${CART_FIELDS} }
  }
`);

export const AddItemToBundleCartMutation = gql<{ addItemToBundleCart: Cart }, { id: string; bundleId: string; item: BundleItemInput } & Email>(`
  mutation AddItemToBundleCart($id: ID!, $email: String, $bundleId: ID!, $item: BundleItemInput!) {
    addItemToBundleCart(id: $id, email: $email, bundleId: $bundleId, item: $item) { ${CART_FIELDS} }
  }
`);

export const UpdateCartItemQuantityMutation = gql<{ updateCartItemQuantity: Cart }, { id: string; itemId: string; quantity: number } & Email>(`
  mutation UpdateCartItemQuantity($id: ID!, $email: String, $itemId: ID!, $quantity: Int!) {
    updateCartItemQuantity(id: $id, email: $email, itemId: $itemId, quantity: $quantity) { ${CART_FIELDS} }
  }
`);

export const UpdateBundleCartItemQuantityMutation = gql<
  { updateBundleCartItemQuantity: Cart },
  { id: string; bundleId: string; skuId: string; quantity: number } & Email
>(`
  mutation UpdateBundleCartItemQuantity($id: ID!, $email: String, $bundleId: ID!, $skuId: ID!, $quantity: Int!) {
    updateBundleCartItemQuantity(id: $id, email: $email, bundleId: $bundleId, skuId: $skuId, quantity: $quantity) { ${CART_FIELDS} }
  }
`);

export const RemoveCartItemMutation = gql<{ removeCartItem: Cart }, { id: string; itemId: string } & Email>(`
  mutation RemoveCartItem($id: ID!, $email: String, $itemId: ID!) { removeCartItem(id: $id, email: $email, itemId: $itemId) { ${CART_FIELDS} } }
`);

export const RemoveBundleCartItemMutation = gql<
  { removeBundleCartItem: Cart },
  { id: string; phone?: string | null; bundleId: string; skuId: string } & Email
>(`
  mutation RemoveBundleCartItem($id: ID!, $email: String, $phone: String, $bundleId: ID!, $skuId: ID!) {
    removeBundleCartItem(id: $id, email: $email, phone: $phone, bundleId: $bundleId, skuId: $skuId) { ${CART_FIELDS} }
  }
`);

export const SelectCartItemMutation = gql<{ selectCartItem: Cart }, { itemId: string; id: string; value: boolean } & Email>(`
  mutation SelectCartItem($itemId: ID!, $id: ID!, $email: String, $value: Boolean!) {
    selectCartItem(itemId: $itemId, id: $id, email: $email, value: $value) { ${CART_FIELDS} }
  }
`);

export const SelectOnlyCartItemMutation = gql<{ selectOnlyCartItem: Cart }, { itemId: string; id: string } & Email>(`
  mutation SelectOnlyCartItem($itemId: ID!, $id: ID!, $email: String) {
    selectOnlyCartItem(itemId: $itemId, id: $id, email: $email) { ${CART_FIELDS} }
  }
`);

export const SetPromotionToCartMutation = gql<{ setPromotionToCart: Cart }, { id: string; guest?: boolean | null }>(`
  mutation SetPromotionToCart($id: ID!, $guest: Boolean) {
    setPromotionToCart(id: $id, guest: $guest) { ${CART_FIELDS} }
  }
`);

// 000 §7 names calculateWalletDiscount without arguments: the wallet is the signed-in shopper's, and so is the cart.
export const CalculateWalletDiscountMutation = gql<{ calculateWalletDiscount: Cart }, Record<string, never>>(`
  mutation CalculateWalletDiscount { calculateWalletDiscount { ${CART_FIELDS} } }
`);
