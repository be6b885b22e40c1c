import type { Address } from './entities';
import { REQUIRED_FIELD_MESSAGE } from '../messages';

export type AddressFields = Omit<Address, 'id'>;
export type AddressField = 'first_name' | 'last_name' | 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country';

const REQUIRED: AddressField[] = ['first_name', 'last_name', 'line1', 'city', 'state', 'postal_code', 'country'];
const COMPARED: AddressField[] = [...REQUIRED, 'line2'];

/** Every address field but line 2 is required; the message reuses 000 §5's 'Please enter this field'. */
export function validateAddress(input: Partial<AddressFields>): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of REQUIRED) if (!String(input[field] ?? '').trim()) errors[field] = REQUIRED_FIELD_MESSAGE;
  return errors;
}

const norm = (value: unknown): string => String(value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Two addresses are the same place when every field matches, ignoring case and spacing. */
export function isSameAddress(a: Partial<AddressFields>, b: Partial<AddressFields>): boolean {
  return COMPARED.every((field) => norm(a[field]) === norm(b[field]));
}

/** A saved address the shopper typed again, to reuse instead of saving a second copy. */
export function findSavedAddress<T extends Partial<AddressFields>>(saved: readonly T[], input: Partial<AddressFields>): T | undefined {
  return saved.find((address) => isSameAddress(address, input));
}

type ShippableLine = { type: string; selected?: boolean | null };

/** Whether a cart line is shipped: it is in the order (selected) and not digital. The page and the server ask this. */
export const isShippedLine = (line: ShippableLine): boolean => line.selected === true && line.type !== 'digital';

/** 000 §2: whether an order ships anything; a digital-only order asks no shipping address. */
export function needsShippingAddress(lines: readonly ShippableLine[]): boolean {
  return lines.some(isShippedLine);
}
