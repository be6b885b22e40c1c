import { serviceToken } from './service-token';
/** The shop's local storage keys (000 §3); accountCart: a signed-in shopper's cart id with the account it is theirs in. */
export type LocalStoreKey = 'cartId' | 'email' | 'phone' | 'ref' | 'aff' | 'deal' | 'dealId' | 'cardId' | 'cartOpen' | 'accountCart';

/**
 * Small persistent values kept on this device. A corrupt value (unparsable, '[object Object]', empty)
 * reads as absent and is removed.
 */
export interface LocalStore {
  get(key: LocalStoreKey): string | null;
  set(key: LocalStoreKey, value: string): void;
  remove(key: LocalStoreKey): void;
  /** Called when a key changes here or in another tab; returns an unsubscribe. */
  subscribe(listener: (key: LocalStoreKey, value: string | null) => void): () => void;
}

export const LocalStore = serviceToken<LocalStore>('LocalStore');
