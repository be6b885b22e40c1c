import type { Client } from '@urql/core';
import { inject, injectable } from 'inversify';
import type { Address } from '../../domain/shop/entities';
import type { CartKey } from '../../ports/cart-repository';
import type { AddressInput, CheckoutRepository, PlacedOrder, TaxAndRates } from '../../ports/checkout-repository';
import { UrqlClient } from './api-client';
import {
  AddressesQuery, CreateAddressMutation, CreateCheckoutMutation, GetTaxAndRatesMutation, UpdateAddressMutation,
  type AddressInputVars,
} from './documents/checkout';
import { mutate, query } from './operation';

function addressVars(input: AddressInput, cart?: CartKey): AddressInputVars {
  const { first_name, last_name, line1, line2, city, state, postal_code, country } = input;
  return {
    first_name, last_name, line1, line2: line2 ?? null, city, state, postal_code, country,
    default: input.default ?? null,
    cartId: cart?.id ?? null,
    email: cart?.email ?? null,
  };
}

@injectable()
export class UrqlCheckoutRepository implements CheckoutRepository {
  constructor(@inject(UrqlClient) private readonly client: Client) {}

  async addresses(): Promise<Address[]> {
    return (await query(this.client, AddressesQuery, {}, { requestPolicy: 'network-only' })).getAddresses;
  }

  async createAddress(input: AddressInput, cart?: CartKey): Promise<Address> {
    return (await mutate(this.client, CreateAddressMutation, { input: addressVars(input, cart) })).createAddress;
  }

  async updateAddress(id: string, input: AddressInput, cart?: CartKey): Promise<Address> {
    return (await mutate(this.client, UpdateAddressMutation, { id, input: addressVars(input, cart) })).updateAddress;
  }

  async taxAndRates(addressId: string, _cart: CartKey, flatRate?: boolean): Promise<TaxAndRates> {
    // 000 §7 getTaxAndRates(address_id, flatRate): the address was saved with its cart, so it names the cart.
    const data = await mutate(this.client, GetTaxAndRatesMutation, { address_id: addressId, flatRate: flatRate ?? null });
    return data.getTaxAndRates;
  }

  async createCheckout(input: Parameters<CheckoutRepository['createCheckout']>[0]): Promise<PlacedOrder> {
    const { number, exp_month, exp_year, cvc, name } = input.card;
    const data = await mutate(this.client, CreateCheckoutMutation, {
      input: {
        cartId: input.cart.id,
        email: input.cart.email ?? null,
        address_id: input.addressId,
        useWallet: input.useWallet ?? false,
        ...(input.expectedTotal !== undefined ? { expected_total: input.expectedTotal } : {}),
        card: { number, exp_month, exp_year, cvc, name: name ?? null },
      },
    });
    return data.createCheckout;
  }
}
