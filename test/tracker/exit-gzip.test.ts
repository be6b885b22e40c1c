import fc from 'fast-check';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipNow } from '../../src/tracker/session/exit-gzip';

/** A page's snapshot as the batch writer leaves it: the same markup over and over, numbers counting up. */
function snapshotLike(cells: number): Uint8Array {
  const parts: string[] = [];
  for (let i = 0; i < cells; i++) parts.push(`\x08${String.fromCharCode(i & 127)}\x03div\x0cclass\x04cell\x0e${i}cell ${i}`);
  return new TextEncoder().encode(parts.join(''));
}

describe('gzipNow: the exit gzip', () => {
  it('property: any bytes come back whole through a standard gunzip (checksum and length included)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.nat({ max: 40 }), (bytes, repeats) => {
        // runs of repeats give the matcher long and overlapping matches, random bytes literals
        const input = new Uint8Array(bytes.length * (1 + (repeats % 4)));
        for (let i = 0; i < input.length; i++) input[i] = bytes[i % Math.max(1, bytes.length)] ?? 0;
        expect(new Uint8Array(gunzipSync(gzipNow(input)))).toEqual(input);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps matches across the whole 32 KiB window and a run of one byte longer than a match', () => {
    const far = snapshotLike(8000);
    expect(far.length).toBeGreaterThan(65536);
    // compared as buffers: a deep equality of 250 000 elements takes seconds
    expect(gunzipSync(gzipNow(far)).equals(Buffer.from(far))).toBe(true);
    const run = new Uint8Array(100_000).fill(7);
    expect(gunzipSync(gzipNow(run)).equals(Buffer.from(run))).toBe(true);
  }, 20_000);

  it('brings a large snapshot under the keepalive quota, within 1.6 times what zlib makes of it at its best', () => {
    const snapshot = snapshotLike(5000);
    const ours = gzipNow(snapshot).length;
    expect(snapshot.length).toBeGreaterThan(100_000);
    expect(ours).toBeLessThan(65536);
    expect(ours).toBeLessThan(gzipSync(snapshot, { level: 9 }).length * 1.6);
  });
});
