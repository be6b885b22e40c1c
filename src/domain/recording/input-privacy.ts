// 001 §5 and the batch protocol: what an input's value may carry in SetInputValue.
// Passwords and hidden fields never leave the page (mask -1, empty value); every other field
// is obscured by default (its length only), a slider's position excepted; a site owner may unmask fields
// they know are safe.

import { maskCardNumbersIn } from './text-privacy';

export const INPUT_MASK_HIDDEN = -1;
export const INPUT_MASK_PLAIN = 0;

export interface InputPrivacyInput {
  /** The input's type attribute (lower case), or 'textarea' / 'select'. */
  type: string;
  /** The site owner marked this field (or the whole page) as safe to record in clear. */
  unmasked: boolean;
  /** The field sits in an obscured node or in private mode. */
  obscured: boolean;
  /** The field's autocomplete hint: card and password hints are never unmasked. */
  autocomplete?: string;
}

const NEVER_SENT_TYPES = new Set(['password', 'hidden']);
/**
 * Fields whose value is a position the visitor set, not text they typed: a slider's number within the page's
 * own bounds. Recorded in clear unless the field is obscured, so a replay shows where the slider stood.
 */
const POSITION_TYPES = new Set(['range']);
const SECRET_AUTOCOMPLETE = /^(?:cc-|current-password|new-password|one-time-code)/;

export interface RecordedInputValue {
  value: string;
  mask: number;
}

export function recordedInputValue(value: string, input: InputPrivacyInput): RecordedInputValue {
  const text = typeof value === 'string' ? value : '';
  const type = typeof input.type === 'string' ? input.type.toLowerCase() : 'text';
  if (NEVER_SENT_TYPES.has(type)) return { value: '', mask: INPUT_MASK_HIDDEN };
  const autocomplete = typeof input.autocomplete === 'string' ? input.autocomplete.trim().toLowerCase() : '';
  if (SECRET_AUTOCOMPLETE.test(autocomplete)) return { value: '', mask: INPUT_MASK_HIDDEN };
  if (input.obscured || (!input.unmasked && !POSITION_TYPES.has(type))) return { value: '', mask: text.length };
  // A card number typed into a field the owner unmasked still never leaves the page.
  return { value: maskCardNumbersIn(text), mask: INPUT_MASK_PLAIN };
}
