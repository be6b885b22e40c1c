import { normalizeEmail } from '../email';
import { EMAIL_NOT_VALID_MESSAGE, GUEST_CONTACT_TOAST } from '../messages';

// A standard address pattern, case-insensitive (000 §5).
const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

export function isValidEmail(s: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(s));
}

// 000 §5: plus sign, 1-3 digit country code, at least 3 more digits, no spaces.
const PHONE_PATTERN = /^\+\d{1,3}\d{3,}$/;

export function isValidPhone(s: string): boolean {
  return typeof s === 'string' && PHONE_PATTERN.test(s);
}

/** What a phone field says when its number breaks the rule above. */
export const PHONE_WITH_COUNTRY_CODE_MESSAGE = 'Please enter the number with its country code, for example +15125550100.';

/**
 * A phone an account keeps (profile, registration): typed spaces dropped, then the rule above. Empty means none.
 * The account signs in by text with it, so the profile, the checkout and the server hold one rule.
 */
export function accountPhone(typed: string): { ok: true; phone: string } | { ok: false; message: typeof PHONE_WITH_COUNTRY_CODE_MESSAGE } {
  const phone = typeof typed === 'string' ? typed.replace(/\s+/g, '') : '';
  return phone === '' || isValidPhone(phone) ? { ok: true, phone } : { ok: false, message: PHONE_WITH_COUNTRY_CODE_MESSAGE };
}

export type GuestContactResult =
  | { ok: true; email: string }
  | { ok: false; fieldError: typeof EMAIL_NOT_VALID_MESSAGE; toast: typeof GUEST_CONTACT_TOAST };

// 000 §5 §8: 'Email is not valid' and the toast 'Please enter a valid email and phone number'.
export function validateGuestContact(email: string): GuestContactResult {
  const normalized = normalizeEmail(email);
  return isValidEmail(normalized)
    ? { ok: true, email: normalized }
    : { ok: false, fieldError: EMAIL_NOT_VALID_MESSAGE, toast: GUEST_CONTACT_TOAST };
}
