import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterIdle, IDLE_GAP_MS, IDLE_LEAD_IN_MS, IDLE_LEAD_OUT_MS, idleStretches } from '../../src/domain/recording';

const session = fc.integer({ min: 0, max: 600_000 }).chain((duration) =>
  fc.record({ duration: fc.constant(duration), activity: fc.array(fc.integer({ min: 0, max: duration }), { maxLength: 60 }) }));

describe('Idle stretches of a recording', () => {
  it('are in order, disjoint, inside the session, and hold no activity', () => {
    fc.assert(fc.property(session, ({ duration, activity }) => {
      const stretches = idleStretches(activity, duration);
      let end = -Infinity;
      for (const [from, to] of stretches) {
        expect(from).toBeLessThan(to);
        expect(from).toBeGreaterThan(end);
        expect(from).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThanOrEqual(duration);
        for (const t of activity) expect(t > from - IDLE_LEAD_IN_MS && t < to + IDLE_LEAD_OUT_MS).toBe(false);
        end = to;
      }
    }));
  });

  it('cover every gap between activities longer than the idle gap, keeping the lead-in and lead-out', () => {
    fc.assert(fc.property(session, ({ duration, activity }) => {
      const stretches = idleStretches(activity, duration);
      const moments = [0, ...[...activity].sort((a, b) => a - b), duration];
      const gaps = moments.slice(1).map((t, i) => [moments[i], t]).filter(([a, b]) => b - a > IDLE_GAP_MS);
      expect(stretches).toEqual(gaps.map(([a, b]) => [a + IDLE_LEAD_IN_MS, b - IDLE_LEAD_OUT_MS]));
    }));
  });

  it('play an 8 s pause between two clicks in 1.5 s, and leave busy time alone', () => {
    const stretches = idleStretches([0, 2000, 10_000, 11_000], 11_000);
    expect(stretches).toEqual([[3000, 9500]]);
    expect(afterIdle(stretches, 3200)).toBe(9500);
    expect(afterIdle(stretches, 2999)).toBe(2999);
    expect(afterIdle(stretches, 9500)).toBe(9500);
    expect(afterIdle(stretches, 10_500)).toBe(10_500);
  });

  it('skipping never goes back and lands outside every stretch', () => {
    fc.assert(fc.property(session, fc.integer({ min: 0, max: 600_000 }), ({ duration, activity }, at) => {
      const stretches = idleStretches(activity, duration);
      const time = Math.min(at, duration);
      const next = afterIdle(stretches, time);
      expect(next).toBeGreaterThanOrEqual(time);
      for (const [from, to] of stretches) expect(next >= from && next < to).toBe(false);
    }));
  });
});
