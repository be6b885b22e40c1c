import { serviceToken } from './service-token';
import type { LocalStoreKey } from '../domain';

export type { LocalStoreKey };

/**
 * Small persistent values kept on this device. A corrupt value (the domain's `isCorruptStoredValue`: empty,
 * '[object Object]', unparsable JSON) reads as absent and is removed.
 */
export interface LocalStore {
  get(key: LocalStoreKey): string | null;
  set(key: LocalStoreKey, value: string): void;
  remove(key: LocalStoreKey): void;
  /** Called when a key changes here or in another tab; returns an unsubscribe. */
  subscribe(listener: (key: LocalStoreKey, value: string | null) => void): () => void;
}

export const LocalStore = serviceToken<LocalStore>('LocalStore');
