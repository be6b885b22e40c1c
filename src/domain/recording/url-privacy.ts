// What a recorded page address, resource address or script-given payload may carry (001 §5:
// sensitive keys masked in URLs and captured data). One rule for every place an address appears
// (attributes, srcset, inline styles, page locations, resources, fragments) and for custom event
// and issue payloads: sensitive-named parameters, e-mail addresses, card-like digits and social
// security numbers never leave the page, whatever the agent's options say.
import { isSensitiveKey, MASK } from './sensitive-data';
import { maskCardNumbersIn, obscureText } from './text-privacy';

// A parameter after ?, & , ; or # (fragments carry OAuth tokens as #access_token=…), up to the next
// separator or the end of a URL inside CSS, srcset or HTML text. Never across a CSS block's braces: a selector
// such as [aria-busy=true]{…}@media is no parameter, and its '@' no e-mail.
const PARAMETER = /([?&#;])([^=&#?\s"'()<>,{}]{1,200})=([^&#\s"'()<>,{}]*)/g;
// Characters that end an e-mail address inside text or an address.
const NOT_IN_EMAIL = /[\s@<>()[\]\\,;:"'/?#&=]/;
const SSN = /\b\d{3}-\d{2}-\d{4}\b/g;
const HAS_SSN = /\b\d{3}-\d{2}-\d{4}\b/;

/** A query or form value as text ('+' a space), or as it is when it is not valid percent-encoding. */
export const decodedQueryText = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

const looksPrivate = (value: string): boolean => {
  const plain = decodedQueryText(value);
  return plain.includes('@') || maskCardNumbersIn(plain) !== plain || HAS_SSN.test(plain);
};

/**
 * Every e-mail address around an '@' (or its encoded form '%40') as asterisks. Found by walking out
 * from each marker, so a long text costs one pass, never a regex's backtracking over it.
 */
function maskEmailsAround(text: string, marker: string): string {
  let at = text.indexOf(marker);
  if (at === -1) return text;
  let out = '';
  let copied = 0;
  while (at !== -1) {
    let start = at;
    // An address's local part is at most 64 characters and its domain at most 255 (RFC 5321).
    while (start > copied && at - start < 64 && !NOT_IN_EMAIL.test(text[start - 1])) start--;
    let end = at + marker.length;
    while (end < text.length && end - at < 255 && !NOT_IN_EMAIL.test(text[end]) && !text.startsWith('%40', end)) end++;
    const domain = text.slice(at + marker.length, end);
    if (start < at && domain.includes('.') && !domain.startsWith('.')) {
      out += text.slice(copied, start) + obscureText(text.slice(start, end));
      copied = end;
    }
    at = text.indexOf(marker, Math.max(end, at + marker.length));
  }
  return out + text.slice(copied);
}

/** Digits of card numbers and social security numbers as asterisks, e-mails as asterisks. */
export function maskPersonalText(text: string): string {
  if (typeof text !== 'string') return '';
  let out = maskEmailsAround(text, '@');
  out = maskCardNumbersIn(out);
  return out.indexOf('-') === -1 ? out : out.replace(SSN, (m) => m.replace(/\d/g, '*'));
}

/**
 * Any text holding addresses (a URL, a srcset, an inline style, a fragment) with the values of
 * sensitive parameters, and of parameters holding an e-mail, card or SSN, replaced by the mask.
 * Everything else is kept byte for byte, so the replay still resolves the address.
 */
export function sanitiseUrlText(text: string): string {
  if (typeof text !== 'string') return '';
  const hasParameters = text.indexOf('=') !== -1;
  let out = hasParameters
    ? text.replace(PARAMETER, (whole, sep: string, name: string, value: string) =>
        value && (isSensitiveKey(decodedQueryText(name)) || looksPrivate(value)) ? `${sep}${name}=${MASK}` : whole)
    : text;
  return maskPersonalText(maskEmailsAround(out, '%40'));
}

// What any of the masking below needs to find: a parameter ('='), an e-mail ('@', '%40'), or a run of 9 digits
// (the fewest a social security number has; a card has 13).
const MAY_BE_PRIVATE = /[=@%]|\d(?:[ -]?\d){8}/;

/**
 * False when sanitiseUrlText (and e-mail masking) would leave `text` as it is: a burst of plain values (a label
 * per row) is checked in one pass instead of going through every rule.
 */
export const mayBePrivate = (text: string): boolean => MAY_BE_PRIVATE.test(text);

/** A page or resource address as the recording may carry it. */
export const sanitiseUrl = (url: string): string => sanitiseUrlText(url);

const MAX_DEPTH = 50;

/**
 * A payload given by a page script (custom event, issue) as the recording may carry it: values of
 * sensitive keys masked, every string run through the same rules as addresses. Cycles become
 * '[Circular]'; the input is never changed.
 */
export function sanitisePayload<T>(payload: T): T {
  const seen = new WeakSet<object>();
  const walk = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return sanitiseUrlText(value);
    if (typeof value !== 'object' || value === null) return value;
    if (depth > MAX_DEPTH) return '[Too deep]';
    if (seen.has(value)) return '[Circular]';
    seen.add(value);
    const out = Array.isArray(value)
      ? value.map((v) => walk(v, depth + 1))
      : Object.fromEntries(Object.entries(value).map(([k, v]) => [sanitiseUrlText(k), isSensitiveKey(k) ? MASK : walk(v, depth + 1)]));
    seen.delete(value);
    return out;
  };
  return walk(payload, 0) as T;
}
