// Reads a batch of the recording wire format (version 1) back into message tuples.
// Used by the ingest to check every batch before it is stored, and by the replay to
// rebuild a session. Strict about framing, so a damaged batch is refused as a whole
// instead of being stored half-read; lenient only where the protocol asks it to be:
// a message type this reader does not know is skipped by its size.
import type { Message } from './messages';
import { MessageType } from './messages';
import { FIELD_KINDS } from './field-kinds';
import { BATCH_VERSION, UNSIZED_TYPES } from './wire-format';

const MESSAGE_FIELDS = FIELD_KINDS as Readonly<Record<number, string | undefined>>;
const UNSIZED = new Set(UNSIZED_TYPES);

/** A batch that cannot be read: truncated, a size past its end, bad framing or version. */
export class BatchDecodeError extends Error {
  constructor(
    /** What is wrong, without the position. */
    readonly reason: string,
    /** Byte offset in the batch where reading failed. */
    readonly offset: number,
  ) {
    super(`${reason} (at byte ${offset})`);
    this.name = 'BatchDecodeError';
  }
}

const utf8 = new TextDecoder('utf-8');
const SIZE_BYTES = 3;
// 8 varint bytes hold 56 bits; the protocol never writes a value above 2^53-1.
const MAX_UINT_BYTES = 8;

class ByteReader {
  pos = 0;
  constructor(readonly bytes: Uint8Array, private end: number = bytes.length) {}

  get atEnd(): boolean {
    return this.pos >= this.end;
  }

  limit(end: number): number {
    const previous = this.end;
    this.end = end;
    return previous;
  }

  private need(count: number, what: string): void {
    if (this.pos + count > this.end) {
      throw new BatchDecodeError(`Batch truncated: ${what} needs ${count} byte(s), ${this.end - this.pos} left`, this.pos);
    }
  }

  uint(): number {
    const start = this.pos;
    let value = 0;
    let scale = 1;
    for (let i = 0; i < MAX_UINT_BYTES; i++) {
      this.need(1, 'an unsigned number');
      const byte = this.bytes[this.pos++];
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) {
        if (value > Number.MAX_SAFE_INTEGER) {
          throw new BatchDecodeError('Unsigned number above 2^53-1', start);
        }
        return value;
      }
      scale *= 128;
    }
    throw new BatchDecodeError(`Unsigned number longer than ${MAX_UINT_BYTES} bytes`, start);
  }

  int(): number {
    const zigzag = this.uint();
    return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  }

  boolean(): boolean {
    this.need(1, 'a boolean');
    const byte = this.bytes[this.pos];
    if (byte > 1) throw new BatchDecodeError(`Boolean byte must be 0 or 1, got ${byte}`, this.pos);
    this.pos++;
    return byte === 1;
  }

  string(): string {
    const start = this.pos;
    const length = this.uint();
    if (this.pos + length > this.end) {
      throw new BatchDecodeError(`String of ${length} bytes runs past the end, ${this.end - this.pos} left`, start);
    }
    const text = utf8.decode(this.bytes.subarray(this.pos, this.pos + length));
    this.pos += length;
    return text;
  }

  size(): number {
    this.need(SIZE_BYTES, 'a message size');
    const b = this.bytes;
    const p = this.pos;
    this.pos += SIZE_BYTES;
    return b[p] | (b[p + 1] << 8) | (b[p + 2] << 16);
  }
}

function readFields(reader: ByteReader, type: number, layout: string): Message {
  const message: unknown[] = [type];
  for (let i = 0; i < layout.length; i++) {
    switch (layout.charCodeAt(i)) {
      case 117 /* u */: message.push(reader.uint()); break;
      case 105 /* i */: message.push(reader.int()); break;
      case 98 /* b */: message.push(reader.boolean()); break;
      default: message.push(reader.string());
    }
  }
  return message as Message;
}

function readMessage(reader: ByteReader): Message | undefined {
  const start = reader.pos;
  const type = reader.uint();
  const layout = MESSAGE_FIELDS[type];
  if (UNSIZED.has(type)) {
    // Without a size an unsized message of unknown layout cannot be stepped over.
    if (layout === undefined) throw new BatchDecodeError(`Message type ${type} has no size and no known layout`, start);
    return readFields(reader, type, layout);
  }
  const size = reader.size();
  const fieldsStart = reader.pos;
  const fieldsEnd = fieldsStart + size;
  if (fieldsEnd > reader.bytes.length) {
    throw new BatchDecodeError(`Message type ${type} declares ${size} bytes, only ${reader.bytes.length - fieldsStart} left`, start);
  }
  if (layout === undefined) {
    reader.pos = fieldsEnd;
    return undefined;
  }
  const outer = reader.limit(fieldsEnd);
  try {
    const message = readFields(reader, type, layout);
    // Bytes after the known fields are a later protocol's additions: step over them.
    reader.pos = fieldsEnd;
    return message;
  } catch (error) {
    if (error instanceof BatchDecodeError) {
      throw new BatchDecodeError(`Message type ${type} does not fit its declared size of ${size} bytes: ${error.reason}`, start);
    }
    throw error;
  } finally {
    reader.limit(outer);
  }
}

/**
 * Decodes one batch. The first message must be BatchMetadata of version 1; unknown message
 * types are skipped by their size. Throws BatchDecodeError on anything malformed.
 */
export function decodeBatch(bytes: Uint8Array): Message[] {
  if (bytes.length === 0) throw new BatchDecodeError('Empty batch: expected BatchMetadata first', 0);
  if (bytes[0] !== MessageType.BatchMetadata) {
    throw new BatchDecodeError(`Batch must start with BatchMetadata (81), got type byte ${bytes[0]}`, 0);
  }
  const reader = new ByteReader(bytes);
  const first = readMessage(reader) as Message;
  if (first[0] !== MessageType.BatchMetadata || first[1] !== BATCH_VERSION) {
    throw new BatchDecodeError(`Unsupported batch version ${first[1]}: only version ${BATCH_VERSION} is accepted`, 0);
  }
  const messages: Message[] = [first];
  while (!reader.atEnd) {
    const message = readMessage(reader);
    if (message !== undefined) messages.push(message);
  }
  return messages;
}
