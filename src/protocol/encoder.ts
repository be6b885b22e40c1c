// The agent's encoder of the batch protocol (recording wire format, version 1): primitives,
// message framing and batching. The worker uses BatchWriter; encodeBatch and encodeMessage
// serve tests, tools and anything that holds a whole batch at once.
import { ByteWriter } from './byte-writer';
import type { Message } from './messages';
import { MAX_MESSAGE_SIZE, writeMessage } from './message-writer';

export { ByteWriter, MAX_UINT, uintSize } from './byte-writer';
export { MAX_MESSAGE_SIZE, writeMessage } from './message-writer';
export { BATCH_VERSION, BEACON_SIZE, BatchWriter, DEFAULT_BEACON_SIZE_LIMIT, type BatchWriterOptions, type SealedBatch } from './batch-writer';

export class MessageTooLargeError extends RangeError {
  constructor(type: number) {
    super(`Message of type ${type} is over ${MAX_MESSAGE_SIZE} bytes`);
    this.name = 'MessageTooLargeError';
  }
}

/** The messages, in order, as one byte sequence; throws on a message the protocol cannot carry. */
export function encodeBatch(messages: readonly Message[]): Uint8Array {
  const writer = new ByteWriter(1024);
  for (const message of messages) {
    if (!writeMessage(writer, message)) throw new MessageTooLargeError(message[0]);
  }
  return writer.copy();
}

export function encodeMessage(message: Message): Uint8Array {
  return encodeBatch([message]);
}
