import type { Clock } from '../../src/ports/clock';

export class FakeClock implements Clock {
  constructor(public current = Date.UTC(2026, 10, 23, 12, 0, 0)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
