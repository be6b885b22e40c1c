import { REQUIRED_FIELD_MESSAGE, type Address } from '../../domain';
import type { AddressInput, CardDetails } from '../../ports/checkout-repository';

export type AddressField = 'first_name' | 'last_name' | 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country';

export const DEFAULT_COUNTRY = 'US';

export const emptyAddress = (): AddressInput => ({
  first_name: '',
  last_name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: DEFAULT_COUNTRY,
});

const REQUIRED: AddressField[] = ['first_name', 'last_name', 'line1', 'city', 'state', 'postal_code', 'country'];

/** Every address field but line 2 is required; the message reuses 000 §5's 'Please enter this field'. */
export function validateAddress(input: AddressInput): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of REQUIRED) if (!String(input[field] ?? '').trim()) errors[field] = REQUIRED_FIELD_MESSAGE;
  return errors;
}

export const addressInputOf = (a: Address): AddressInput => {
  const { id: _id, ...rest } = a;
  return { ...rest, line2: rest.line2 ?? '' };
};

export type CardField = 'number' | 'expiry' | 'cvc';

// The card texts are not in the spec.
export const CARD_MESSAGES = {
  number: 'Card number is not valid',
  expiry: 'Expiry must be MM/YY',
  cvc: 'CVC is not valid',
} as const;

/** Reads the typed card; the server decides whether it is accepted. */
export function parseCard(
  form: { number: string; expiry: string; cvc: string; name?: string },
): { ok: true; card: CardDetails } | { ok: false; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const number = form.number.replace(/[\s-]+/g, '');
  if (!/^\d{13,19}$/.test(number)) errors.number = CARD_MESSAGES.number;
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = CARD_MESSAGES.expiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: {
      number,
      exp_month: month,
      exp_year: 2000 + Number(expiry![2]),
      cvc: form.cvc.trim(),
      ...(form.name ? { name: form.name } : {}),
    },
  };
}
