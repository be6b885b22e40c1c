// Who a recording names. A signed-in shopper is named by the account's e-mail (001 §1: the owner
// knows the account). A guest is named by a stable pseudonym of the e-mail kept on the device (the
// one given when adding to the cart or at checkout): the same guest gets the same name on every
// visit and purchase, the owner can find it by typing the e-mail, and the e-mail itself never
// reaches the recording's storage.
import { normalizeEmail } from '../email';

/** Prefix of a guest's pseudonym. */
export const GUEST_ID_PREFIX = 'guest-';

/** 32-bit FNV-1a over UTF-16 code units from a given offset basis. */
function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/** The guest's pseudonym for an e-mail: 'guest-' and 12 hex digits, the same for any case and spacing (normalizeEmail). */
export function guestShopperId(email: string): string {
  const normal = normalizeEmail(email);
  return `${GUEST_ID_PREFIX}${hex8(fnv1a(normal, 0x811c9dc5))}${hex8(fnv1a(normal, 0x050c5d1f)).slice(0, 4)}`;
}

/** The recording's user id: the signed-in account's e-mail, else the guest's pseudonym of the kept e-mail, else none. */
export function shopperRecordingId(accountEmail: string | null, keptEmail: string | null): string | null {
  if (accountEmail) return accountEmail;
  return normalizeEmail(keptEmail) ? guestShopperId(keptEmail!) : null;
}

/** The user ids an owner's filter text stands for: the text, and for an e-mail also its guest pseudonym. */
export function userFilterIds(text: string): string[] {
  const wanted = text.trim();
  if (!wanted) return [];
  return /^[^\s@]+@[^\s@]+$/.test(wanted) ? [wanted, guestShopperId(wanted)] : [wanted];
}
