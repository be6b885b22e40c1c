// Password guesses, throttled by client and account together: a client that keeps getting one account's
// password wrong waits longer and longer before its next try at that account (and, past a larger number of
// failures across accounts, before any try), while the account's owner, on another client, signs in at once.
// Refused tries are answered before the password is hashed, so guessing no longer costs everyone CPU.
// Kept in memory: a restart forgets the counts, as it forgets the attacker's connection.
import { fail } from './resolver-context';

export const GUESS_LIMITS = {
  /** Wrong passwords one client may send for one account before it must wait. */
  freePerAccount: 5,
  /** Wrong passwords one client may send across all accounts before it must wait. */
  freePerClient: 20,
  /** The first wait; each further failure doubles it, up to maxWaitMs. */
  firstWaitMs: 1_000,
  maxWaitMs: 15 * 60 * 1000,
  /** Failures older than this are forgotten. */
  windowMs: 15 * 60 * 1000,
  /** Entries remembered at most (the oldest go first). */
  maxEntries: 50_000,
} as const;

export const tooManyGuesses = (seconds: number): string =>
  `Too many failed sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

interface Failures { times: number[]; waitUntil: number }

export interface GuessThrottle {
  /** Refuses (throws the message) while this client must wait for this account. */
  check(client: string, account: string, now: number): void;
  failed(client: string, account: string, now: number): void;
  succeeded(client: string, account: string): void;
}

export function createGuessThrottle(limits = GUESS_LIMITS): GuessThrottle {
  const entries = new Map<string, Failures>();
  const keyOf = (client: string, account: string) => `${client}\u0000${account}`;
  const clientKey = (client: string) => `${client}\u0000*`;

  const current = (key: string, now: number): Failures => {
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= limits.maxEntries) entries.delete(entries.keys().next().value as string);
      entry = { times: [], waitUntil: 0 };
    }
    entries.delete(key);
    entries.set(key, entry);
    entry.times = entry.times.filter((t) => t > now - limits.windowMs);
    return entry;
  };

  const wait = (entry: Failures, free: number, now: number) => {
    const over = entry.times.length - free;
    if (over >= 0) entry.waitUntil = now + Math.min(limits.maxWaitMs, limits.firstWaitMs * 2 ** over);
  };

  return {
    check(client, account, now) {
      const until = Math.max(current(keyOf(client, account), now).waitUntil, current(clientKey(client), now).waitUntil);
      if (until > now) fail(tooManyGuesses(Math.ceil((until - now) / 1000)));
    },
    failed(client, account, now) {
      const one = current(keyOf(client, account), now);
      one.times.push(now);
      wait(one, limits.freePerAccount, now);
      const all = current(clientKey(client), now);
      all.times.push(now);
      wait(all, limits.freePerClient, now);
    },
    succeeded(client, account) {
      entries.delete(keyOf(client, account));
    },
  };
}
