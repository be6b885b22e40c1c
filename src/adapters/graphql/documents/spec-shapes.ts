// Where the specification says "not shown" (000 §7: the input fields of createAddress, createCheckout,
// checkoutGiftCoupon and the cart item; the answer of getTaxAndRates), the shop's choice of shape is made here,
// once, and written down in docs/decisions.md ("Shapes the spec leaves open"). A real backend with other shapes
// changes this file only; everything above the adapters speaks the ports' words.
import type { AddressInput, PlacedOrder, TaxAndRates } from '../../../ports/checkout-repository';
import type { CartItemInput, CartKey } from '../../../ports/cart-repository';
import type { AddressInputVars } from './checkout';
import type { InputFieldShape, ObjectFieldShape } from './discovery';

/** createAddress / updateAddress input: the Address fields (000 §3); a guest's address names the cart it ships. */
export function addressInputOf(input: AddressInput, cart?: CartKey): AddressInputVars {
  const { first_name, last_name, line1, line2, city, state, postal_code, country } = input;
  return {
    first_name, last_name, line1, line2: line2 ?? null, city, state, postal_code, country,
    default: input.default ?? null,
    cartId: cart?.id ?? null,
    email: cart?.email ?? null,
  };
}

/** What this server's createCheckout input declares beyond the contract (discovered, never assumed). */
export interface CheckoutInputExtensions {
  /** address_id is nullable: a digital-only order may come without an address. */
  addressOptional: boolean;
  /** expected_total is declared: the server refuses an order whose charge differs from it. */
  expectedTotal: boolean;
}

export const NO_CHECKOUT_EXTENSIONS: CheckoutInputExtensions = { addressOptional: false, expectedTotal: false };

export function checkoutExtensionsOf(fields: InputFieldShape[] | null | undefined): CheckoutInputExtensions {
  if (!fields) return NO_CHECKOUT_EXTENSIONS;
  const address = fields.find((f) => f.name === 'address_id');
  return {
    addressOptional: !!address && address.type.kind !== 'NON_NULL',
    expectedTotal: fields.some((f) => f.name === 'expected_total'),
  };
}

/** createCheckout input: the cart, the address, and the card as the processor's token (source, as 000 §7 names it for saveNewPaymentMethod). */
export function checkoutInputOf(
  order: { cart: CartKey; addressId: string | null; paymentToken: string; useWallet?: boolean; expectedTotal?: number },
  extensions: CheckoutInputExtensions,
) {
  return {
    cartId: order.cart.id,
    email: order.cart.email ?? null,
    address_id: order.addressId,
    useWallet: order.useWallet ?? false,
    source: order.paymentToken,
    ...(extensions.expectedTotal && order.expectedTotal !== undefined ? { expected_total: order.expectedTotal } : {}),
  };
}

/** getTaxAndRates answer: the priced cart with its taxes and shipping rates (shapes of 000 §3 Cart). */
export const taxAndRatesOf = (answer: TaxAndRates): TaxAndRates => ({
  cart: answer.cart,
  taxes: answer.taxes,
  shipment_prices: answer.shipment_prices ?? [],
});

export const placedOrderOf = (order: PlacedOrder): PlacedOrder => order;

/** What this server's cart item input declares beyond the contract: a bundle's name and inner items. */
export interface CartItemInputExtensions { name: boolean; items: boolean }

export const NO_CART_ITEM_EXTENSIONS: CartItemInputExtensions = { name: false, items: false };

export function cartItemExtensionsOf(fields: InputFieldShape[] | null | undefined): CartItemInputExtensions {
  if (!fields) return NO_CART_ITEM_EXTENSIONS;
  return { name: fields.some((f) => f.name === 'name'), items: fields.some((f) => f.name === 'items') };
}

/**
 * addCartItem / createCartGuest input. 000 §4 wraps a box in a bundle item of quantity 1 carrying the chosen
 * attributes: that much (type, sku_id, quantity, sku_attributes) every server takes. The bundle's name and inner
 * items are sent only to a server that declares them; another names the box from its attributes (000 §1) and holds
 * the bundle's own SKU as its item.
 */
export function cartItemInputOf(input: CartItemInput, extensions: CartItemInputExtensions): CartItemInput {
  const { name, items, ...core } = input;
  return {
    ...core,
    ...(extensions.name && name !== undefined ? { name } : {}),
    ...(extensions.items && items !== undefined ? { items } : {}),
  };
}

/** Whether getSinglePage's page carries the content fields (site type, hero, sections) on this server. */
export function singlePageHasContent(fields: ObjectFieldShape[] | null | undefined): boolean {
  const names = fields?.find((f) => f.name === 'getSinglePage')?.type.fields?.map((f) => f.name) ?? [];
  return ['siteType', 'hero', 'sections'].every((n) => names.includes(n));
}
