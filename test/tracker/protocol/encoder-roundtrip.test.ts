// The encoder against the decoder written independently from the same document: whatever the
// agent writes, the ingest reads back unchanged; and the bytes match a third, test-local
// writer of the document.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBatch } from '../../../src/protocol/decoder';
import { BatchWriter, encodeBatch, encodeMessage, type SealedBatch } from '../../../src/protocol/encoder';
import type { Message } from '../../../src/protocol/messages';
import { writeBatch } from '../batch-writer';
import { anyMessage, edgeInt, edgeString, edgeUint, messageOf, messageTypes } from './message-arbitraries';

const META: Message = [81, 1, 1, 0, 1000, 'https://shop.test/'];

// Hundreds of generated batches per property: room for a loaded machine.
const PROPERTY_TIME = { timeout: 60_000 };

describe('Encoder and decoder round trip', PROPERTY_TIME, () => {
  it.each(messageTypes.map((t) => [t]))('message type %i reads back unchanged', (type) => {
    fc.assert(
      fc.property(fc.array(messageOf(type), { maxLength: 5 }), (messages) => {
        const batch = [META, ...messages];
        expect(decodeBatch(encodeBatch(batch))).toEqual(batch);
      }),
      { numRuns: 40 },
    );
  });

  it('any sequence of messages of any type reads back unchanged and in order', () => {
    fc.assert(
      fc.property(fc.array(anyMessage, { maxLength: 40 }), (messages) => {
        const batch = [META, ...messages];
        expect(decodeBatch(encodeBatch(batch))).toEqual(batch);
      }),
      { numRuns: 150 },
    );
  });

  it('writes the same bytes as the test-local writer of the document', () => {
    fc.assert(
      fc.property(fc.array(anyMessage, { maxLength: 20 }), (messages) => {
        const batch = [META, ...messages];
        expect(encodeBatch(batch)).toEqual(writeBatch(batch));
      }),
      { numRuns: 150 },
    );
  });

  it('strings of any UTF-16 units, lone surrogates included, are the bytes TextEncoder writes', () => {
    const unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    const utf8 = new TextEncoder();
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 120 }), (text) => {
        const bytes = encodeMessage([28, text]);
        const expected = utf8.encode(text);
        expect(bytes.subarray(bytes.length - expected.length)).toEqual(expected);
        expect(decodeBatch(encodeBatch([META, [28, text]]))[1]).toEqual([28, new TextDecoder().decode(expected)]);
      }),
      { numRuns: 400 },
    );
  });

  it('primitive edges: uints, ints and strings survive the trip exactly', () => {
    fc.assert(
      fc.property(edgeUint, edgeInt, edgeString, (u, i, s) => {
        const messages: Message[] = [META, [16, u, i, i], [12, u, s, s]];
        expect(decodeBatch(encodeBatch(messages))).toEqual(messages);
      }),
      { numRuns: 300 },
    );
  });

  it('out-of-range numbers read back as the document says: uint 0 or rounded down, int rounded', () => {
    fc.assert(
      fc.property(fc.double(), fc.double({ min: -(2 ** 51), max: 2 ** 51, noNaN: true }), (u, i) => {
        const [, , [, readU], [, readI]] = decodeBatch(encodeBatch([META, [0, 0], [0, u], [58, i]])) as [Message, Message, [0, number], [58, number]];
        const expectedU = u >= 0 && u <= Number.MAX_SAFE_INTEGER ? Math.floor(u) + 0 : 0;
        expect(readU).toBe(expectedU);
        expect(readI).toBe(Math.round(i) + 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('BatchWriter output decodes to the messages written', PROPERTY_TIME, () => {
  it('every batch decodes, opens with its header, and together they hold every message once and in order', () => {
    fc.assert(
      fc.property(fc.array(anyMessage, { maxLength: 60 }), fc.integer({ min: 200, max: 3000 }), (messages, beaconSize) => {
        const batches: SealedBatch[] = [];
        const skipped: string[] = [];
        const writer = new BatchWriter({
          pageNo: 2,
          tabId: 'a1b2c3d4e5f6',
          timestamp: 5,
          url: 'https://shop.test/',
          beaconSize,
          sizeLimit: 20000,
          onBatch: (b) => batches.push(b),
          warn: (w) => skipped.push(w),
        });
        const kept = messages.filter((m) => writer.writeMessage(m));
        writer.flush();
        expect(batches.map((b) => b.batchNum)).toEqual(batches.map((_, i) => i + 1));
        const read: Message[] = [];
        for (const batch of batches) {
          const [meta, timestamp, tab, ...rest] = decodeBatch(batch.bytes);
          expect(meta.slice(0, 4)).toEqual([81, 1, 2, read.length]);
          expect(timestamp[0]).toBe(0);
          expect(tab).toEqual([118, 'a1b2c3d4e5f6']);
          expect(rest.length).toBeGreaterThan(0);
          read.push(...rest);
        }
        expect(read).toEqual(kept);
        expect(skipped.length).toBe(messages.length - kept.length);
      }),
      { numRuns: 100 },
    );
  });
});
