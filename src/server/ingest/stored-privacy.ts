// Defence in depth at the ingest: the agent must never send personal data, but what the ingest can
// still recognise in a batch (a token in an address, an e-mail, a card number or an SSN in any text
// field) is masked before the batch reaches storage, by the agent's own rules
// (src/domain/recording/url-privacy.ts). The batch is acknowledged as usual, so the visit keeps
// recording; it is stored re-encoded with the masked fields.
import { sanitiseUrlText } from '../../domain/recording/url-privacy';
import { encodeBatch } from '../../protocol/encoder';
import type { Message } from '../../protocol/messages';
import { UserAnonymousID, UserID } from '../../protocol/message-types';

/** Who the visitor is, as the site set it on purpose (setUserID): the owner's list shows it. */
const IDENTITY = new Set<number>([UserID, UserAnonymousID]);

// A card number standing alone (not part of a longer run of digits), grouped or not.
const CARD_CANDIDATE = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Worth masking: an address with parameters, an e-mail, an SSN, or a number that checks out as a card's. */
function recognisable(field: string): boolean {
  if (field.includes('@') || field.includes('%40') || field.includes('=')) return true;
  if (/\b\d{3}-\d{2}-\d{4}\b/.test(field)) return true;
  for (const match of field.matchAll(CARD_CANDIDATE)) if (passesLuhn(match[0].replace(/[ -]/g, ''))) return true;
  return false;
}

export interface ScrubbedBatch {
  messages: Message[];
  bytes: Uint8Array;
  /** Text fields that held something recognisable. */
  masked: number;
}

export function scrubBatch(messages: Message[], bytes: Uint8Array): ScrubbedBatch {
  let masked = 0;
  const out = messages.map((message) => {
    if (IDENTITY.has(message[0])) return message;
    let copy: Message | null = null;
    for (let i = 1; i < message.length; i++) {
      const field = message[i];
      if (typeof field !== 'string' || field.length < 5 || !recognisable(field)) continue;
      const clean = sanitiseUrlText(field);
      if (clean === field) continue;
      copy ??= [...message] as Message;
      (copy as unknown[])[i] = clean;
      masked++;
    }
    return copy ?? message;
  });
  return masked === 0 ? { messages, bytes, masked } : { messages: out, bytes: encodeBatch(out), masked };
}
