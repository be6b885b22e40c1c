// The account pages' dates, written by hand, read as Intl's en-US writes them in UTC, for any moment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from '../../../src/ui/account-kit/format';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const DAY_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
/** Intl may put a narrow no-break space before AM/PM; the pages write a plain one. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

// Year 1000 to 9999: the years Intl writes with four digits, as the API's dates are.
const moments = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) });

describe('account dates', () => {
  it('writes a day as Intl en-US does in UTC, from seconds or ISO text', () => {
    fc.assert(
      fc.property(moments, (ms) => {
        const date = new Date(ms);
        expect(formatDay(ms / 1000)).toBe(plain(DAY.format(date)));
        expect(formatDay(date.toISOString())).toBe(plain(DAY.format(date)));
      }),
    );
  });

  it('writes a day and time as Intl en-US does in UTC', () => {
    fc.assert(
      fc.property(moments, (ms) => {
        expect(formatDayTime(ms / 1000)).toBe(plain(DAY_TIME.format(new Date(ms))));
      }),
    );
    expect(formatDayTime(Date.UTC(2026, 2, 4, 0, 5) / 1000)).toBe('Mar 4, 12:05 AM UTC');
    expect(formatDayTime(Date.UTC(2026, 2, 4, 12, 0) / 1000)).toBe('Mar 4, 12:00 PM UTC');
  });

  it("writes '—' for nothing and for text that is no date", () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDay(value)).toBe('—');
      expect(formatDayTime(value)).toBe('—');
    }
  });
});
