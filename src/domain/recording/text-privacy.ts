// 001 §5 text masking of the recording agent: what page text may leave the visitor's browser.
// Obscured text becomes asterisks (whitespace kept, so the replay keeps its layout); e-mail
// addresses and card-like digit runs are masked; digits can be zeroed on the site owner's choice.

export interface TextPrivacy {
  /** The text sits in an obscured node, or in private mode outside a node marked to unmask. */
  obscured: boolean;
  /** Mask e-mail addresses (default on). */
  maskEmails: boolean;
  /** Replace every digit by 0 (default off). */
  zeroDigits: boolean;
  /** Mask runs of 13 to 19 digits, the shape of a card number (default on). */
  maskCardNumbers: boolean;
}

const EMAIL = /[^\s@<>()[\]\\,;:"']+@[^\s@<>()[\]\\,;:"']+\.[^\s@<>()[\]\\,;:"']+/g;
// 13–19 digits, optionally grouped by single spaces or dashes (4242 4242 4242 4242, 4242-4242-…).
const CARD = /\d(?:[ -]?\d){12,18}/g;
const NON_SPACE = /\S/g;
const DIGIT = /\d/g;
const CARD_HINT = /\d{4}/;

/** Every visible character of `text` as an asterisk; whitespace is kept. */
export function obscureText(text: string): string {
  return typeof text === 'string' ? text.replace(NON_SPACE, '*') : '';
}

export function maskEmailsIn(text: string): string {
  return text.indexOf('@') === -1 ? text : text.replace(EMAIL, (m) => obscureText(m));
}

export function maskCardNumbersIn(text: string): string {
  // Shorter than 13 characters, it cannot hold 13 digits: most page text is, and skips the regex.
  return text.length >= 13 && CARD_HINT.test(text) ? text.replace(CARD, (m) => m.replace(DIGIT, '*')) : text;
}

export function zeroDigitsIn(text: string): string {
  return text.replace(DIGIT, '0');
}

/** The text as the recording may carry it. */
export function maskText(text: string, privacy: TextPrivacy): string {
  if (typeof text !== 'string') return '';
  if (privacy.obscured) return obscureText(text);
  let out = text;
  if (privacy.maskEmails) out = maskEmailsIn(out);
  if (privacy.maskCardNumbers) out = maskCardNumbersIn(out);
  if (privacy.zeroDigits) out = zeroDigitsIn(out);
  return out;
}
