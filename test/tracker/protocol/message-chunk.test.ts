// The recorder's flat chunks carry every message of the protocol to the worker unchanged: written
// field by field or through the hot paths, read back with the field table, they encode to the same bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBatch } from '../../../src/protocol/encoder';
import { MessageChunkWriter } from '../../../src/tracker/transport/message-chunk';
import { readChunk } from '../../../src/tracker/worker/message-chunk-reader';
import { MessageType as M, type Message } from '../../../src/protocol/messages';
import { anyMessage } from './message-arbitraries';

describe('message chunks between the recorder and the worker', () => {
  it('any sequence of messages reads back as written, led by the chunk Timestamp, and encodes to the same bytes', () => {
    fc.assert(
      fc.property(fc.array(anyMessage, { minLength: 1, maxLength: 60 }), fc.maxSafeNat(), (messages, now) => {
        const writer = new MessageChunkWriter();
        for (const m of messages) writer.push(m);
        const chunk = writer.take(now)!;
        const read = readChunk(chunk);
        const expected: Message[] = [[M.Timestamp, now], ...messages];
        expect(chunk.count).toBe(expected.length);
        expect(read).toEqual(expected);
        expect(encodeBatch(read)).toEqual(encodeBatch(expected));
      }),
      { numRuns: 200 },
    );
  });

  it('slices marked in one chunk each carry their own time, in order, across a buffer that has to grow', () => {
    fc.assert(
      fc.property(fc.array(fc.array(anyMessage, { minLength: 1, maxLength: 400 }), { minLength: 1, maxLength: 8 }), (slices) => {
        const writer = new MessageChunkWriter();
        const expected: Message[] = [];
        slices.forEach((slice, k) => {
          for (const m of slice) writer.push(m);
          expected.push([M.Timestamp, 1000 + k], ...slice);
          if (k < slices.length - 1) writer.mark(1000 + k);
        });
        const chunk = writer.take(1000 + slices.length - 1)!;
        expect(chunk.count).toBe(expected.length);
        expect(readChunk(chunk)).toEqual(expected);
        // The writer starts again afresh.
        writer.push([M.RemoveNode, 7]);
        expect(readChunk(writer.take(5)!)).toEqual([[M.Timestamp, 5], [M.RemoveNode, 7]]);
      }),
      { numRuns: 50 },
    );
  });

  it('the hot paths write what the generic path writes, across a buffer that has to grow', () => {
    const fast = new MessageChunkWriter();
    const generic = new MessageChunkWriter();
    for (let i = 0; i < 3000; i++) {
      fast.element(i, i - 1, 0, 'div', i % 2 === 0);
      generic.push([M.CreateElementNode, i, i - 1, 0, 'div', i % 2 === 0]);
      fast.m3(M.SetNodeAttributeDictGlobal, i, 1, 2);
      generic.push([M.SetNodeAttributeDictGlobal, i, 1, 2]);
      fast.m1s(M.SetNodeData, i, `text ${i}`);
      generic.push([M.SetNodeData, i, `text ${i}`]);
      fast.m1(M.RemoveNode, i);
      generic.push([M.RemoveNode, i]);
      fast.m1ss(M.SetNodeAttribute, i, 'data-label', `leash ${i}`);
      generic.push([M.SetNodeAttribute, i, 'data-label', `leash ${i}`]);
    }
    expect(readChunk(fast.take(5)!)).toEqual(readChunk(generic.take(5)!));
  });

  it('nothing written is no chunk, and a taken chunk starts the next one empty', () => {
    const writer = new MessageChunkWriter();
    expect(writer.take(1)).toBeNull();
    writer.push([M.UserID, 'jane']);
    expect(readChunk(writer.take(2)!)).toEqual([[M.Timestamp, 2], [M.UserID, 'jane']]);
    expect(writer.take(3)).toBeNull();
    writer.m1(M.RemoveNode, 4);
    writer.clear();
    expect(writer.take(4)).toBeNull();
  });
});
