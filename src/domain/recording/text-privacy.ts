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
// Digits, optionally grouped by single spaces or dashes (4242 4242 4242 4242, 4242-4242-…): a whole run,
// never the middle of a longer one (an order number such as or0000000000000000001009 is no card).
const DIGIT_RUN = /\d(?:[ -]?\d)*/g;
const NON_SPACE = /\S/g;
const DIGIT = /\d/g;
// 13 digits in one run, the fewest a card has: text without such a run holds no card, and skips the masking
// (nor does any piece of such text hold one).
export const CARD_SHAPE = /\d(?:[ -]?\d){12}/;

/** Every visible character of `text` as an asterisk; whitespace is kept. */
export function obscureText(text: string): string {
  return typeof text === 'string' ? text.replace(NON_SPACE, '*') : '';
}

export function maskEmailsIn(text: string): string {
  return text.indexOf('@') === -1 ? text : text.replace(EMAIL, (m) => obscureText(m));
}

const LUHN_DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

/** The Luhn checksum every payment card number passes (a run of digits failing it is not a card). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, odd = 0; i >= 0; i--, odd ^= 1) sum += odd ? LUHN_DOUBLED[+digits[i]] : +digits[i];
  return sum % 10 === 0;
}

/**
 * A run of digit groups with a card number in it: the card's groups masked. The whole run is a card, or a
 * stretch of whole groups is (a card followed by a quantity: "4242 4242 4242 4242 2"); the longest stretch from
 * each group on is tried first, so a card is never cut to a shorter prefix that passes too.
 */
function maskCardsInRun(run: string): string {
  const groups = run.split(/(?=[ -])/);
  for (let first = 0; first < groups.length; first++) {
    // every group holds a digit: more than 19 groups are more digits than any card
    for (let last = Math.min(groups.length, first + 19); last > first; last--) {
      const stretch = groups.slice(first, last).join('');
      const digits = stretch.replace(/\D/g, '');
      if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits)) continue;
      return groups.slice(0, first).join('') + stretch.replace(DIGIT, '*') + maskCardsInRun(groups.slice(last).join(''));
    }
  }
  return run;
}

export function maskCardNumbersIn(text: string): string {
  // Shorter than 13 characters, it cannot hold 13 digits: most page text is, and skips the regexes.
  return text.length >= 13 && CARD_SHAPE.test(text) ? text.replace(DIGIT_RUN, maskCardsInRun) : text;
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
