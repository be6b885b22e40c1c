// fast-check arbitraries for every message of the batch protocol, biased to the primitive
// edges the wire format cares about: 0, 127, 128, 2^31 and 2^53-1 for uints, negative and
// large ints, empty, long and multibyte strings.
import fc from 'fast-check';
import { FIELD_KINDS } from '../../../src/protocol/field-kinds';
import type { Message } from '../../../src/protocol/messages';

export const edgeUint = fc.oneof(
  fc.constantFrom(0, 1, 127, 128, 16383, 16384, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1),
  fc.nat(),
  fc.maxSafeNat(),
);

/** Ints whose zigzag stays within 2^53-1, the largest uint the protocol carries. */
export const edgeInt = fc.oneof(
  fc.constantFrom(0, -1, 1, -64, 63, 64, -65, -(2 ** 31), 2 ** 31, -(2 ** 52), 2 ** 52 - 1),
  fc.integer(),
  fc.integer({ min: -(2 ** 52), max: 2 ** 52 - 1 }),
);

export const edgeString = fc.oneof(
  fc.constantFrom('', 'a', 'é', '✓', '🐕', 'a'.repeat(63), 'a'.repeat(64), 'ü'.repeat(50), 'x'.repeat(5000)),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 300 }),
);

const FIELD: Record<string, fc.Arbitrary<unknown>> = { u: edgeUint, i: edgeInt, b: fc.boolean(), s: edgeString };

const TYPES = Object.keys(FIELD_KINDS).map(Number);

export function messageOf(type: number): fc.Arbitrary<Message> {
  const kinds = FIELD_KINDS[type as keyof typeof FIELD_KINDS];
  return fc.tuple(fc.constant(type), ...[...kinds].map((k) => FIELD[k])) as unknown as fc.Arbitrary<Message>;
}

/** Any message of any type the protocol lists. */
export const anyMessage: fc.Arbitrary<Message> = fc.oneof(...TYPES.map(messageOf));

/** Every type id, so properties can run once per type. */
export const messageTypes = TYPES;
