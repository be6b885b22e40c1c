import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/ports/clock';

/** A clock under test, with the means to let time pass (real time for the system clock, a step for the fake). */
export interface ClockSubject {
  clock: Clock;
  pass(ms: number): Promise<void>;
}

/** What card expiry, renewal notes and the checkout expect of the clock: whole epoch milliseconds that never go back. */
export function clockContract(name: string, subject: () => ClockSubject): void {
  describe(`Clock contract: ${name}`, () => {
    it('tells whole milliseconds since the epoch, a date of this century', () => {
      const now = subject().clock.now();
      expect(Number.isInteger(now)).toBe(true);
      expect(now).toBeGreaterThan(Date.UTC(2000, 0, 1));
      expect(now).toBeLessThan(Date.UTC(2100, 0, 1));
    });

    it('never goes back, and moves on as time passes', async () => {
      const s = subject();
      const before = s.clock.now();
      await s.pass(5);
      const after = s.clock.now();
      expect(after).toBeGreaterThanOrEqual(before + 5);
      expect(s.clock.now()).toBeGreaterThanOrEqual(after);
    });
  });
}
