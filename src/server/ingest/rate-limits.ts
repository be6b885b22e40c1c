// Token buckets: each key (a client address, a project) may spend `perSecond` units a second on
// average and `burst` at once. Time comes in as an argument. The table of keys is bounded: past
// maxKeys the buckets that have refilled (they remember nothing) go first, then the oldest.

export interface RateLimit {
  perSecond: number;
  burst: number;
}

export type Taken = { ok: true } | { ok: false; retryAfterMs: number };

interface Bucket { tokens: number; at: number }

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly limit: RateLimit, private readonly maxKeys = 10_000) {}

  /** Spends `amount` of the key's allowance, or says how long until it could. Nothing is spent when refused. */
  take(key: string, amount: number, now: number): Taken {
    const bucket = this.refilled(key, now);
    // A single request larger than the burst can never pass; it is held to the burst so it passes alone.
    const cost = Math.min(amount, this.limit.burst);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return { ok: true };
    }
    return { ok: false, retryAfterMs: Math.ceil(((cost - bucket.tokens) / this.limit.perSecond) * 1000) };
  }

  private refilled(key: string, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(this.limit.burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * this.limit.perSecond);
      bucket.at = now;
      this.buckets.delete(key);
    } else {
      this.forgetSome(now);
      bucket = { tokens: this.limit.burst, at: now };
    }
    this.buckets.set(key, bucket);
    return bucket;
  }

  private forgetSome(now: number): void {
    if (this.buckets.size < this.maxKeys) return;
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.limit.perSecond >= this.limit.burst) this.buckets.delete(key);
      if (this.buckets.size < this.maxKeys / 2) return;
    }
    // Everyone is busy: the least recently seen go (they start again with a full bucket).
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys) return;
      this.buckets.delete(key);
    }
  }

  size(): number {
    return this.buckets.size;
  }
}
