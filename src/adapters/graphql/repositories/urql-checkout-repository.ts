import type { Client } from '@urql/core';
import type { Address, ShipmentPrice, Taxes } from '../../../domain/shop';
import type { CartKey } from '../../../ports/cart-repository';
import type { AddressInput, CheckoutRepository, CheckoutTerms, PlacedOrder, TaxAndRates } from '../../../ports/checkout-repository';
import {
  AddressesQuery, CreateAddressMutation, CreateCheckoutMutation, GetTaxAndRatesMutation, UpdateAddressMutation,
} from '../documents/checkout';
import {
  addressInputOf, checkoutExtensionsOf, checkoutInputOf, NO_CHECKOUT_EXTENSIONS, taxAndRatesOf, type CheckoutInputExtensions,
} from '../documents/spec-shapes';
import { mutate, query } from '../client/operation';
import { mutationInputExtensions } from './mutation-input-extensions';

const ratesDocuments = () => import('../documents/checkout-rates');

export class UrqlCheckoutRepository implements CheckoutRepository {
  /** What this server's createCheckout takes beyond the contract (an optional address, the expected total). */
  private readonly checkoutExtensions: () => Promise<CheckoutInputExtensions>;

  constructor(private readonly client: Client) {
    this.checkoutExtensions = mutationInputExtensions(client, 'createCheckout', checkoutExtensionsOf, NO_CHECKOUT_EXTENSIONS);
  }

  async terms(): Promise<CheckoutTerms> {
    return { addressOptional: (await this.checkoutExtensions()).addressOptional };
  }

  async addresses(): Promise<Address[]> {
    return (await query(this.client, AddressesQuery, {}, { requestPolicy: 'network-only' })).getAddresses;
  }

  async createAddress(input: AddressInput, cart?: CartKey): Promise<Address> {
    return (await mutate(this.client, CreateAddressMutation, { input: addressInputOf(input, cart) })).createAddress;
  }

  async updateAddress(id: string, input: AddressInput, cart?: CartKey): Promise<Address> {
    return (await mutate(this.client, UpdateAddressMutation, { id, input: addressInputOf(input, cart) })).updateAddress;
  }

  async taxAndRates(addressId: string, _cart: CartKey, flatRate?: boolean): Promise<TaxAndRates> {
    // 000 §7 getTaxAndRates(address_id, flatRate): the address was saved with its cart, so it names the cart.
    const data = await mutate(this.client, GetTaxAndRatesMutation, { address_id: addressId, flatRate: flatRate ?? null });
    return taxAndRatesOf(data.getTaxAndRates);
  }

  async updateAddressWithRates(id: string, input: AddressInput, cart?: CartKey): Promise<TaxAndRates> {
    // new_rates: the rates are priced again for the edited address, not the ones the cart held before.
    const data = await mutate(this.client, (await ratesDocuments()).UpdateAddressWithRatesMutation, { id, input: addressInputOf(input, cart), new_rates: true });
    return taxAndRatesOf(data.updateAddressWithRates);
  }

  async shippingRates(addressId: string): Promise<ShipmentPrice[]> {
    return (await mutate(this.client, (await ratesDocuments()).GetRateMutation, { address_id: addressId })).getRate ?? [];
  }

  async tax(addressId: string): Promise<Taxes> {
    return (await mutate(this.client, (await ratesDocuments()).GetTaxMutation, { address_id: addressId })).getTax;
  }

  async createCheckout(input: Parameters<CheckoutRepository['createCheckout']>[0]): Promise<PlacedOrder> {
    const wire = checkoutInputOf(input, await this.checkoutExtensions());
    return (await mutate(this.client, CreateCheckoutMutation, { input: wire })).createCheckout;
  }
}
