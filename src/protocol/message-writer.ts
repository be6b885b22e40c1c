// One message of the batch protocol: its type as a uint, then (for every type but 80, 81
// and 82) a 3-byte little-endian size of the fields, then the fields in table order.
import type { ByteWriter } from './byte-writer';
import { FIELD_KINDS } from './field-kinds';
import { MAX_MESSAGE_SIZE, UNSIZED_TYPES } from './wire-format';
import type { Message } from './messages';

export { MAX_MESSAGE_SIZE };

const UINT = 1;
const INT = 2;
const BOOLEAN = 3;
const STRING = 4;
const CODES: Record<string, number> = { u: UINT, i: INT, b: BOOLEAN, s: STRING };

/** Field kinds by type id, as small numbers: the hot loop reads an array, not a string. */
const KINDS_BY_TYPE: (Uint8Array | undefined)[] = [];
for (const [type, kinds] of Object.entries(FIELD_KINDS as Record<number, string>)) {
  KINDS_BY_TYPE[Number(type)] = Uint8Array.from(kinds, (k) => CODES[k]);
}
const UNSIZED: boolean[] = [];
for (const type of UNSIZED_TYPES) UNSIZED[type] = true;

function writeFields(writer: ByteWriter, message: Message, kinds: Uint8Array): void {
  const fields = message as unknown as unknown[];
  for (let i = 0; i < kinds.length; i++) {
    const value = fields[i + 1];
    switch (kinds[i]) {
      case UINT:
        writer.uint(value as number);
        break;
      case INT:
        writer.int(value as number);
        break;
      case BOOLEAN:
        writer.boolean(value as boolean);
        break;
      default:
        writer.string(typeof value === 'string' ? value : String(value ?? ''));
    }
  }
}

/**
 * Appends one message. False, with nothing written, when its fields exceed 16777215 bytes;
 * throws 'Unknown message type: <type>' for a type the protocol does not list (a plain Error: the worker carries this file).
 */
export function writeMessage(writer: ByteWriter, message: Message): boolean {
  const type = message[0];
  const kinds = KINDS_BY_TYPE[type];
  if (kinds === undefined) throw Error(`Unknown message type: ${type}`);
  const start = writer.offset;
  writer.uint(type);
  if (UNSIZED[type]) {
    writeFields(writer, message, kinds);
    return true;
  }
  writer.ensure(3);
  const sizeAt = writer.offset;
  writer.offset += 3;
  writeFields(writer, message, kinds);
  const size = writer.offset - sizeAt - 3;
  if (size > MAX_MESSAGE_SIZE) {
    writer.offset = start;
    return false;
  }
  writer.size24At(sizeAt, size);
  return true;
}
