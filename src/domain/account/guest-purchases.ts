// A guest pays with an e-mail, not an account. What they bought (orders, a dog's box that renews every
// 4 weeks) is kept under that e-mail until someone proves they own it (a code sent to it, a gift sign-up with
// its code, a verified address); then it follows the e-mail into the account, so whoever paid can always
// follow the order and pause or cancel the box.
import { normalizeEmail } from '../email';

/** An order or box as a guest leaves it: no owner yet, the checkout's e-mail. */
export interface GuestHeld {
  userId: string | null;
  email?: string | null;
}

/** Whether `record` was bought as a guest with `provedEmail` (compared as the shop normalises e-mails). */
export function isGuestPurchaseOf(record: GuestHeld, provedEmail: string): boolean {
  const email = normalizeEmail(provedEmail);
  return !record.userId && !!record.email && email !== '' && normalizeEmail(record.email) === email;
}

/**
 * The guest purchases an account takes over once it has proved `provedEmail`. Only a proof of the e-mail
 * hands them over: an address typed at registration is not one, so the rule takes the proved address only.
 */
export function guestPurchasesOf<T extends GuestHeld>(records: readonly T[], provedEmail: string): T[] {
  return records.filter((r) => isGuestPurchaseOf(r, provedEmail));
}

/** Whether `to` is the e-mail this device shopped with as a guest (the stored 'email'), as the shop normalises them. */
export function isGuestEmail(stored: string | null | undefined, to: string): boolean {
  return !!stored && normalizeEmail(stored) !== '' && normalizeEmail(stored) === normalizeEmail(to);
}
