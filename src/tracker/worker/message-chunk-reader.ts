// The worker's side of a message chunk (message-chunk.ts): the messages again, as tuples, with the
// field kinds of the protocol's table telling which fields are strings (cut from the joined text by
// the lengths the numbers carry).
import { FIELD_KINDS } from '../../protocol/field-kinds';
import type { Message } from '../../protocol/messages';
import type { MessageChunk } from '../transport/message-chunk';

const KINDS = FIELD_KINDS as Record<number, string | undefined>;

/** The chunk's messages in order; a malformed rest (unknown type, fields missing) is dropped. */
export function readChunk(chunk: MessageChunk): Message[] {
  const { nums, strs: text } = chunk;
  const out: Message[] = [];
  let n = 0;
  let s = 0;
  while (n < nums.length) {
    const type = nums[n++];
    const kinds = KINDS[type];
    if (kinds === undefined) break;
    const message: unknown[] = [type];
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds.charCodeAt(i);
      if (kind === 115 /* s */) message.push(text.substring(s, (s += nums[n++])));
      else if (kind === 98 /* b */) message.push(!!nums[n++]);
      else message.push(nums[n++]);
    }
    if (n > nums.length || s > text.length) break;
    out.push(message as Message);
  }
  return out;
}
