import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { momentAddress, momentFromAddress } from '../../src/replay/moment-link';

describe('A link to a moment of a session', () => {
  it('reads back the moment it was made for, to a tenth of a second', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4 * 3_600_000 }), (ms) => {
      const url = new URL(momentAddress('1234567890123456789', ms), 'http://x');
      expect(url.searchParams.get('session')).toBe('1234567890123456789');
      expect(Math.abs(momentFromAddress(url.searchParams) - ms)).toBeLessThanOrEqual(50);
    }));
  });

  it('opens at the start for a missing, negative or non-numeric t', () => {
    for (const t of ['', '-4', 'abc', 'Infinity']) expect(momentFromAddress(new URLSearchParams({ t }))).toBe(0);
  });
});
