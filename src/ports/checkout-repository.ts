import { serviceToken } from './service-token';
import type { Address, Cart, ShipmentPrice, Taxes } from '../domain/shop';
import type { CartKey } from './cart-repository';

export type AddressInput = Omit<Address, 'id'>;

export interface TaxAndRates {
  cart: Cart;
  taxes: Taxes;
  shipment_prices: ShipmentPrice[];
}

/** What the server's contract allows, discovered from the API rather than assumed. */
export interface CheckoutTerms {
  /** An order where nothing ships may come without an address (otherwise a billing address is asked). */
  addressOptional: boolean;
}

export interface PlacedOrder {
  id: string;
  total_amount: number;
  subtotal_amount: number;
  shipping_amount: number;
  tax: number;
  used_coins_amount: number;
  /** When the order was placed (ISO time), the start of any subscription in it. */
  createdAt?: string | null;
  items: { quantity: number; unit_amount: number; sku?: { id: string; name: string } | null }[];
}

/** Addresses, tax and shipping, and placing the order (000 §7 Addresses and checkout). */
export interface CheckoutRepository {
  addresses(): Promise<Address[]>;
  createAddress(input: AddressInput, cart?: CartKey): Promise<Address>;
  updateAddress(id: string, input: AddressInput, cart?: CartKey): Promise<Address>;
  /** getTaxAndRates(address_id, flatRate): the address's cart priced with its tax and shipping rates. */
  taxAndRates(addressId: string, cart: CartKey, flatRate?: boolean): Promise<TaxAndRates>;
  /** updateAddressWithRates(id, input, new_rates): an edited address saved and its rates fetched, in one call. */
  updateAddressWithRates(id: string, input: AddressInput, cart?: CartKey): Promise<TaxAndRates>;
  /** getRate(address_id): the shipping rates of the address's cart, cheapest first. */
  shippingRates(addressId: string): Promise<ShipmentPrice[]>;
  /** getTax(address_id): the tax of the address's cart, in cents. */
  tax(addressId: string): Promise<Taxes>;
  terms(): Promise<CheckoutTerms>;
  /**
   * createCheckout(input) (000 §7). addressId is null for a digital-only order when terms() allow it;
   * paymentToken is the card processor's one-time token (never the card); expectedTotal is the total the shopper
   * was shown, sent only to a server that declares it (an extension), which then refuses another amount.
   */
  createCheckout(input: {
    cart: CartKey;
    addressId: string | null;
    paymentToken: string;
    useWallet?: boolean;
    expectedTotal?: number;
  }): Promise<PlacedOrder>;
}

export const CheckoutRepository = serviceToken<CheckoutRepository>('CheckoutRepository');
