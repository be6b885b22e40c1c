import { gql } from './gql';
import type { Address } from '../../../domain/shop';
import type { PlacedOrder, TaxAndRates } from '../../../ports/checkout-repository';
import { ADDRESS_FIELDS, CART_FIELDS, SHIPMENT_PRICE_FIELDS } from './fragments';

export interface AddressInputVars {
  first_name: string; last_name: string; line1: string; line2?: string | null; city: string; state: string;
  postal_code: string; country: string; default?: boolean | null; cartId?: string | null; email?: string | null;
}

export const TAX_AND_RATES = `cart { ${CART_FIELDS} } taxes { tax tax_rate } shipment_prices { ${SHIPMENT_PRICE_FIELDS} }`;

export const AddressesQuery = gql<{ getAddresses: Address[] }, Record<string, never>>(`
  query GetAddresses { getAddresses { ${ADDRESS_FIELDS} createdAt updatedAt } }
`);

export const CreateAddressMutation = gql<{ createAddress: Address }, { input: AddressInputVars }>(`
  mutation CreateAddress($input: AddressInput!) { createAddress(input: $input) { ${ADDRESS_FIELDS} } }
`);

export const UpdateAddressMutation = gql<{ updateAddress: Address }, { id: string; input: AddressInputVars }>(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }
`);

export const GetTaxAndRatesMutation = gql<
  { getTaxAndRates: TaxAndRates },
  { address_id: string; flatRate?: boolean | null }
>(`
  mutation GetTaxAndRates($address_id: ID!, $flatRate: Boolean) {
    getTaxAndRates(address_id: $address_id, flatRate: $flatRate) { ${TAX_AND_RATES} }
  }
`);

export const CreateCheckoutMutation = gql<
  { createCheckout: PlacedOrder },
  {
    input: {
      cartId: string; email?: string | null; address_id: string | null; flatRate?: boolean | null; useWallet?: boolean | null;
      /** The payment processor's one-time token for the card. */
      source: string;
      expected_total?: number;
    };
  }
>(`
  mutation CreateCheckout($input: CheckoutInput!) {
    createCheckout(input: $input) {
      id total_amount subtotal_amount shipping_amount tax tax_rate used_coins_amount currency createdAt
      items { quantity unit_amount discount_perc discount_amount sku { id name } }
    }
  }
`);
