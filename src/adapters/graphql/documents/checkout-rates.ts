// The address edit that prices the order again in one call, and the two calls that price it when getTaxAndRates
// fails. Only the checkout page sends them, so they load with their first use rather than with the shop's first view.
import { gql } from './gql';
import type { ShipmentPrice, Taxes } from '../../../domain/shop';
import type { TaxAndRates } from '../../../ports/checkout-repository';
import { TAX_AND_RATES, type AddressInputVars } from './checkout';
import { SHIPMENT_PRICE_FIELDS } from './fragments';

export const UpdateAddressWithRatesMutation = gql<
  { updateAddressWithRates: TaxAndRates },
  { id: string; input: AddressInputVars; new_rates?: boolean | null }
>(`
  mutation UpdateAddressWithRates($id: ID!, $input: AddressInput!, $new_rates: Boolean) {
    updateAddressWithRates(id: $id, input: $input, new_rates: $new_rates) { ${TAX_AND_RATES} }
  }
`);

export const GetRateMutation = gql<{ getRate: ShipmentPrice[] }, { address_id: string }>(`
  mutation GetRate($address_id: ID!) {
    getRate(address_id: $address_id) { ${SHIPMENT_PRICE_FIELDS} }
  }
`);

// 000 §7 getTaxAndRates(address_id, flatRate), getRate(address_id), getTax(address_id): the address names the cart
// (a guest's address is created with its cart), so no cart arguments are sent.
export const GetTaxMutation = gql<{ getTax: Taxes }, { address_id: string }>(`
  mutation GetTax($address_id: ID!) { getTax(address_id: $address_id) { tax tax_rate } }
`);
