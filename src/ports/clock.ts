import { serviceToken } from './service-token';
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const Clock = serviceToken<Clock>('Clock');
