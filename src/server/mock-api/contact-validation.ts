// Contact fields are checked on the server with the same rules the shop's forms use (000 §5), so no caller can
// store a cart, lead or account under something that is not an e-mail address or phone number.
import { isValidEmail, isValidPhone } from '../../domain/shop';
import { normalizeEmail } from '../../domain/email';
import { EMAIL_NOT_VALID_MESSAGE, GUEST_CONTACT_TOAST } from '../../domain/messages';
import { fail } from './resolver-context';

const MAX_EMAIL_LENGTH = 254;

/** The normalised e-mail, or the 000 §8 'Email is not valid' error. */
export function requireValidEmail(email: unknown, message: string = EMAIL_NOT_VALID_MESSAGE): string {
  const normalized = normalizeEmail(typeof email === 'string' ? email : '');
  if (normalized.length > MAX_EMAIL_LENGTH || !isValidEmail(normalized)) fail(message);
  return normalized;
}

/** The phone without spaces, null when none was given, or the error for an invalid one. */
export function optionalValidPhone(phone: unknown, message: string = GUEST_CONTACT_TOAST): string | null {
  if (phone === null || phone === undefined || phone === '') return null;
  const compact = typeof phone === 'string' ? phone.replace(/\s+/g, '') : '';
  if (compact.length > 20 || !isValidPhone(compact)) fail(message);
  return compact;
}

/** A guest's e-mail and phone as the add-to-cart modal takes them (000 §5 §8). */
export function requireGuestContact(email: unknown, phone: unknown): { email: string; phone: string | null } {
  return { email: requireValidEmail(email, GUEST_CONTACT_TOAST), phone: optionalValidPhone(phone) };
}
