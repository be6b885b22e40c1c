// A custom event's or issue's payload as text: sensitive keys masked, cycles and values JSON cannot
// carry turned into text, anything too large for one message dropped; never an exception.
import { sanitisePayload, sanitiseUrlText } from '../domain/recording/url-privacy';

/** Characters above which a payload could exceed the 16777215-byte message limit once UTF-8 encoded. */
export const MAX_PAYLOAD_CHARS = 5_000_000;

export function payloadText(payload: unknown): string | null {
  let text: string;
  try {
    if (typeof payload === 'string') text = sanitiseUrlText(payload);
    else if (payload === undefined) text = '';
    else text = JSON.stringify(sanitisePayload(payload), (_k, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? '';
  } catch {
    try {
      text = sanitiseUrlText(String(payload));
    } catch {
      text = '';
    }
  }
  return text.length > MAX_PAYLOAD_CHARS ? null : text;
}

/** A name or key given by a page script, as text of reasonable length. */
export function shortText(value: unknown, max = 1000): string | null {
  if (typeof value === 'string') return value.slice(0, max);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}
