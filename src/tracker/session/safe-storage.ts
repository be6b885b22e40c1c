// Storage a page may have disabled or filled: every access is guarded, so the agent never throws
// into the host page because of storage.
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function guardedStorage(pick: () => Storage | undefined): KeyValueStore {
  const storage = (): Storage | undefined => {
    try {
      return pick();
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Full or disabled storage: the session simply is not resumed on the next page.
      }
    },
    remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to clean when storage is unavailable.
      }
    },
  };
}
