// The shop's values kept on the device (000 §3) and when one reads as absent (000 §4, 001 §5).

/**
 * The keys the shop keeps in the device's storage; accountCart: a signed-in shopper's cart id with the account it
 * is theirs in; pendingCartAdd: a guest's first add whose new cart the server had not yet named when the page went.
 */
export type LocalStoreKey = 'cartId' | 'email' | 'phone' | 'ref' | 'aff' | 'deal' | 'dealId' | 'cardId' | 'cartOpen' | 'accountCart' | 'pendingCartAdd';

export const LOCAL_STORE_KEYS: readonly LocalStoreKey[] = ['cartId', 'email', 'phone', 'ref', 'aff', 'deal', 'dealId', 'cardId', 'cartOpen', 'accountCart', 'pendingCartAdd'];

// Values that hold JSON; the rest are plain strings.
export const JSON_STORE_KEYS: ReadonlySet<LocalStoreKey> = new Set<LocalStoreKey>(['cartOpen', 'pendingCartAdd']);
const STRINGIFIED_OBJECT = /^\[object [^\]]*\]$/;

/** Empty, the text of a stringified object, or a stringified missing value ('undefined', 'null'): nothing was kept. */
export function isStringifiedNothing(value: string): boolean {
  const v = value.trim();
  return v === '' || v === 'undefined' || v === 'null' || STRINGIFIED_OBJECT.test(v);
}

/** A stored value that must read as absent, and be removed: stringified nothing, or bad JSON where JSON is kept. */
export function isCorruptStoredValue(key: LocalStoreKey, value: string): boolean {
  if (isStringifiedNothing(value)) return true;
  if (JSON_STORE_KEYS.has(key)) {
    try {
      JSON.parse(value);
    } catch {
      return true;
    }
  }
  return false;
}
