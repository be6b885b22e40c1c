// A signature (001 §7) is good for one call: a second call with it, a replay of a captured request, is refused.
// Each is remembered until its timestamp leaves the window, when it would be refused as expired anyway. The
// ledger is bounded: past maxEntries the oldest are forgotten first (a flood that large would have to replay a
// signature minutes old, and most of those are expired).
import { SIGNATURE_WINDOW_MS } from './request-signature';

export interface UsedSignatures {
  /** True the first time a signature is seen (and records it); false for any later use. */
  firstUse(signature: string, timestamp: number, now: number): boolean;
  size(): number;
}

export function createUsedSignatures(maxEntries = 200_000): UsedSignatures {
  // signature → the moment it expires; insertion order is roughly expiry order.
  const used = new Map<string, number>();
  const prune = (now: number) => {
    for (const [signature, expires] of used) {
      if (expires > now && used.size < maxEntries) break;
      used.delete(signature);
    }
  };
  return {
    firstUse(signature, timestamp, now) {
      const key = signature.toLowerCase();
      if (used.has(key)) return false;
      prune(now);
      used.set(key, timestamp + SIGNATURE_WINDOW_MS);
      return true;
    },
    size: () => used.size,
  };
}
