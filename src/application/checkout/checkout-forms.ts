import type { Address } from '../../domain';
import type { AddressInput } from '../../ports/checkout-repository';

export type { AddressField } from '../../domain';

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

export { validateAddress } from '../../domain';

export const addressInputOf = (a: Address): AddressInput => {
  const { id: _id, ...rest } = a;
  return { ...rest, line2: rest.line2 ?? '' };
};

export { CARD_MESSAGES, type CardField } from '../../domain';

/** Today's month from the clock, in the shopper's own calendar (a card runs to the end of its month). */
export const calendarMonth = (nowMs: number) => {
  const date = new Date(nowMs);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
};
