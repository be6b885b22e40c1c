export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const Clock = Symbol.for('Clock');
