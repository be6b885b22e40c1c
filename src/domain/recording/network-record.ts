// 001 §3, §5: a captured network request, and what of it may leave the visitor's browser. Sensitive
// keys are masked in headers, JSON and form bodies (at any depth) and URL queries; e-mail addresses and
// card-like digit runs are masked in every value; bodies are left out unless the site owner asks.
import { MASK, isSensitiveKey } from './sensitive-data';
import { maskCardNumbersIn, maskEmailsIn } from './text-privacy';
import { decodedQueryText } from './url-privacy';

export type RequestType = 'fetch' | 'xhr' | 'beacon' | 'graphql';

export interface NetworkRecord {
  type: RequestType;
  method: string;
  url: string;
  request: { headers: Record<string, string>; body: string };
  response: { headers: Record<string, string>; body: string };
  status: number;
  /** Epoch milliseconds when the request began. */
  startTime: number;
  duration: number;
  /** Bytes of the response body as received. */
  responseSize: number;
}

/** A site owner's sanitiser: returns the record to send (changed or not), or nothing to drop it. */
export type NetworkSanitiser = (record: NetworkRecord) => NetworkRecord | null | undefined | void;

/** Characters of a body kept when bodies are captured; the rest is cut (a message has a 16 MB limit). */
export const MAX_BODY_CHARS = 100_000;

// Keys of card data, beyond the credentials of sensitive-data.ts.
const CARD_KEY = /card[-_ ]?(number|num|no)|cc[-_ ]?(number|num)|^pan$|cvc|cvv|security[-_ ]?code|^ssn$/i;
const EMAIL_KEY = /e-?mail/i;

export function isSensitiveNetworkKey(key: string): boolean {
  return isSensitiveKey(key) || CARD_KEY.test(key);
}

/** A value as text the recording may carry: e-mails and card-like numbers masked. */
export function maskValueText(text: string): string {
  return maskCardNumbersIn(maskEmailsIn(text));
}

function maskDeep(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return maskValueText(value);
  if (typeof value === 'number' && Number.isInteger(value) && String(Math.abs(value)).length >= 13) return MASK;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  const out = Array.isArray(value)
    ? value.map((v) => maskDeep(v, seen))
    : Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, isSensitiveNetworkKey(k) || (EMAIL_KEY.test(k) && typeof v === 'string') ? MASK : maskDeep(v, seen)]),
      );
  seen.delete(value);
  return out;
}

/** Any JSON value with sensitive keys' values masked at every depth, and e-mails and cards in strings. */
export function maskJsonValue(value: unknown): unknown {
  return maskDeep(value, new WeakSet());
}

export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    out[name] = isSensitiveNetworkKey(name) ? MASK : maskValueText(String(value));
  }
  return out;
}

const FORM_PAIR = /^[^=&\s{}[\]"]+=[^&]*(&[^=&\s{}[\]"]+=[^&]*)*$/;

const decodeForm = decodedQueryText;

/**
 * `a=1&b=2`: sensitive keys' values masked, e-mails and cards masked in the others; a pair with
 * nothing to mask is kept byte for byte.
 */
function maskForm(body: string): string {
  return body
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      const key = decodeForm(name);
      if (isSensitiveNetworkKey(key) || EMAIL_KEY.test(key)) return `${name}=${MASK}`;
      const value = decodeForm(pair.slice(eq + 1));
      const masked = maskValueText(value);
      return masked === value ? pair : `${name}=${encodeURIComponent(masked)}`;
    })
    .join('&');
}

/** A body as text the recording may carry: JSON and form bodies by key, any other text by value. */
export function maskBody(body: string): string {
  if (typeof body !== 'string' || body === '') return '';
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(maskJsonValue(JSON.parse(trimmed)));
    } catch {
      // Not JSON after all: masked as text below.
    }
  }
  if (FORM_PAIR.test(trimmed)) return maskForm(trimmed);
  return maskValueText(body);
}

/** The URL with sensitive query values masked, and e-mails and cards anywhere in it. */
export function maskRequestUrl(url: string): string {
  if (typeof url !== 'string') return '';
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : maskValueText(url.slice(hashAt));
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return maskValueText(beforeHash) + hash;
  return `${maskValueText(beforeHash.slice(0, queryAt))}?${maskForm(beforeHash.slice(queryAt + 1))}${hash}`;
}

const cut = (text: string): string => (text.length > MAX_BODY_CHARS ? text.slice(0, MAX_BODY_CHARS) : text);

/**
 * The record as the recording carries it: our masking first, bodies only when the site asked for them,
 * then the site's own sanitiser, which may change the record or drop it (returns nothing: null).
 */
export function sanitiseNetworkRecord(record: NetworkRecord, captureBodies: boolean, siteSanitiser?: NetworkSanitiser | null): NetworkRecord | null {
  const masked: NetworkRecord = {
    ...record,
    url: maskRequestUrl(record.url),
    request: { headers: maskHeaders(record.request.headers), body: captureBodies ? cut(maskBody(record.request.body)) : '' },
    response: { headers: maskHeaders(record.response.headers), body: captureBodies ? cut(maskBody(record.response.body)) : '' },
  };
  if (!siteSanitiser) return masked;
  const result = siteSanitiser(masked);
  return result && typeof result === 'object' ? result : null;
}
