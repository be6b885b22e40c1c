import type { Address } from '../../domain';
import type { CartKey, CartRepository } from '../../ports/cart-repository';
import type { AddressInput, CheckoutRepository, TaxAndRates } from '../../ports/checkout-repository';

export interface AddressRatesPorts {
  checkoutRepository: CheckoutRepository;
  cartRepository: CartRepository;
}

/**
 * The tax and shipping of the address's cart. 000 §7 names getTaxAndRates and, beside it, getRate and getTax: a
 * server without the first (or one where it fails) is asked the other two, and the cart is read again after them,
 * so the summary is priced from the same cents the server will charge.
 */
export async function ratesForAddress(ports: AddressRatesPorts, addressId: string, key: CartKey): Promise<TaxAndRates> {
  try {
    return await ports.checkoutRepository.taxAndRates(addressId, key);
  } catch {
    // The second way's own failure is the one told: it is the server's latest word on this address.
    const shipment_prices = await ports.checkoutRepository.shippingRates(addressId);
    const taxes = await ports.checkoutRepository.tax(addressId);
    const cart = await ports.cartRepository.cart(key);
    return { cart, taxes, shipment_prices };
  }
}

export interface SavedAddress {
  address: Address;
  /** The rates for it when the save brought them (an edit, updateAddressWithRates); otherwise they are fetched next. */
  rates: TaxAndRates | null;
}

/**
 * A saved address edited at checkout: saved and re-priced in one call (updateAddressWithRates). Where that call
 * fails, the address is saved alone (updateAddress) and its rates are fetched as for any address.
 */
export async function saveEditedAddress(ports: AddressRatesPorts, id: string, input: AddressInput, key: CartKey): Promise<SavedAddress> {
  try {
    const rates = await ports.checkoutRepository.updateAddressWithRates(id, input, key);
    const selected = rates.cart.selected_address;
    return { address: selected?.id === id ? selected : { ...input, id }, rates };
  } catch {
    return { address: await ports.checkoutRepository.updateAddress(id, input, key), rates: null };
  }
}
