// Defence in depth at the ingest: the agent must never send personal data, but what the ingest can
// still recognise in a batch (a token in an address, an e-mail, a card number or an SSN in any text
// field) is masked before the batch reaches storage, by the agent's own rules and no copy of them
// (src/domain/recording/url-privacy.ts): what the agent would mask, the ingest masks. The batch is
// acknowledged as usual, so the visit keeps recording; it is stored re-encoded with the masked fields.
import { mayBePrivate, sanitiseUrlText } from '../../domain/recording';
import { encodeBatch } from '../../protocol/encoder';
import type { Message } from '../../protocol/messages';
import { UserAnonymousID, UserID } from '../../protocol/message-types';

/** Who the visitor is, as the site set it on purpose (setUserID): the owner's list shows it. */
const IDENTITY = new Set<number>([UserID, UserAnonymousID]);

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
      if (typeof field !== 'string' || field.length < 5 || !mayBePrivate(field)) continue;
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
