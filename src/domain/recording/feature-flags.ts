// 001 §3, §7: feature flags from the ingest (key, value, is_persist). Persistent flags are kept for the
// tab (session storage) and sent back with the next request, so a visitor keeps them across pages.

export interface FeatureFlag {
  key: string;
  value: boolean | string;
  is_persist: boolean;
}

/** The start reply's `features` enables flags unless it is a list without 'feature-flags' (default on, 001 §6). */
export function flagsEnabled(features: unknown): boolean {
  return !Array.isArray(features) || features.includes('feature-flags');
}

/** The flags of a 200 reply ({ flags: [...] }); entries of the wrong shape are left out. */
export function flagsOf(reply: unknown): FeatureFlag[] {
  const list = typeof reply === 'object' && reply !== null ? (reply as { flags?: unknown }).flags : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((f: unknown) => {
    if (typeof f !== 'object' || f === null) return [];
    const { key, value, is_persist } = f as Record<string, unknown>;
    if (typeof key !== 'string' || key === '' || (typeof value !== 'boolean' && typeof value !== 'string')) return [];
    return [{ key, value, is_persist: is_persist === true }];
  });
}

/** Persistent flags, merged with the newly received ones (new values win). */
export function persistentFlags(kept: FeatureFlag[], received: FeatureFlag[]): FeatureFlag[] {
  const byKey = new Map(kept.map((f) => [f.key, f]));
  for (const f of received) if (f.is_persist) byKey.set(f.key, f);
  return [...byKey.values()];
}

/** A flag is on when it has a value other than false or ''. */
export function isFlagOn(flags: FeatureFlag[], key: unknown): boolean {
  const flag = flags.find((f) => f.key === key);
  return flag !== undefined && flag.value !== false && flag.value !== '';
}

/** 001 §7 POST /v1/web/feature-flags body. */
export interface FeatureFlagsBody {
  projectID: string | number;
  userID: string;
  metadata: Record<string, string>;
  referrer: string;
  os: string;
  device: string;
  country: string;
  state: string;
  city: string;
  browser: string;
  persistFlags: FeatureFlag[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The body from the start reply's user fields and what the page knows. */
export function featureFlagsBody(reply: Record<string, unknown>, userID: string, metadata: Record<string, string>, referrer: string, persistFlags: FeatureFlag[]): FeatureFlagsBody {
  return {
    projectID: typeof reply.projectID === 'number' || typeof reply.projectID === 'string' ? reply.projectID : '',
    userID,
    metadata,
    referrer,
    os: text(reply.userOS),
    device: text(reply.userDevice),
    country: text(reply.userCountry),
    state: text(reply.userState),
    city: text(reply.userCity),
    browser: text(reply.userBrowser),
    persistFlags,
  };
}
