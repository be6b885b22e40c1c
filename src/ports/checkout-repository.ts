import { serviceToken } from './service-token';
import type { Address, Cart, ShipmentPrice, Taxes } from '../domain/shop/entities';
import type { CartKey } from './cart-repository';

export type AddressInput = Omit<Address, 'id'>;

export interface TaxAndRates {
  cart: Cart;
  taxes: Taxes;
  shipment_prices: ShipmentPrice[];
}

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string;
}

export interface PlacedOrder {
  id: string;
  total_amount: number;
  subtotal_amount: number;
  shipping_amount: number;
  tax: number;
  used_coins_amount: number;
  items: { quantity: number; unit_amount: number; sku?: { id: string; name: string } | null }[];
}

/** Addresses, tax and shipping, and placing the order (000 §7 Addresses and checkout). */
export interface CheckoutRepository {
  addresses(): Promise<Address[]>;
  createAddress(input: AddressInput, cart?: CartKey): Promise<Address>;
  updateAddress(id: string, input: AddressInput, cart?: CartKey): Promise<Address>;
  taxAndRates(addressId: string, cart: CartKey, flatRate?: boolean): Promise<TaxAndRates>;
  /**
   * createCheckout(input) (000 §7). addressId is null for a digital-only order; expectedTotal is the total the
   * shopper was shown, so the server refuses the order rather than charge another amount (a documented extension).
   */
  createCheckout(input: {
    cart: CartKey;
    addressId: string | null;
    card: CardDetails;
    useWallet?: boolean;
    expectedTotal?: number;
  }): Promise<PlacedOrder>;
}

export const CheckoutRepository = serviceToken<CheckoutRepository>('CheckoutRepository');
