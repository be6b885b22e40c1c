import { isCorruptStoredValue, LOCAL_STORE_KEYS } from '../../domain';
import type { LocalStore, LocalStoreKey } from '../../ports/local-store';

const KEYS: ReadonlySet<string> = new Set<string>(LOCAL_STORE_KEYS);

type Listener = (key: LocalStoreKey, value: string | null) => void;

/**
 * LocalStore over window.localStorage. Never throws: storage that refuses access (private mode, quota)
 * reads as absent. Listeners hear changes made here and, through `storage` events, in other tabs.
 */
export class BrowserLocalStore implements LocalStore {
  private readonly listeners = new Set<Listener>();
  private detach: (() => void) | null = null;

  constructor(
    private readonly storage: () => Storage | null = () => (typeof localStorage !== 'undefined' ? localStorage : null),
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = typeof window !== 'undefined' ? window : null,
  ) {}

  get(key: LocalStoreKey): string | null {
    const value = this.attempt((s) => s.getItem(key), null);
    if (value === null) return null;
    if (isCorruptStoredValue(key, value)) {
      this.attempt((s) => s.removeItem(key), undefined);
      return null;
    }
    return value;
  }

  set(key: LocalStoreKey, value: string): void {
    if (isCorruptStoredValue(key, value)) {
      this.remove(key);
      return;
    }
    this.attempt((s) => s.setItem(key, value), undefined);
    this.emit(key, value);
  }

  remove(key: LocalStoreKey): void {
    this.attempt((s) => s.removeItem(key), undefined);
    this.emit(key, null);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.detach && this.events) {
      const onStorage = (event: StorageEvent) => {
        // key null: another tab cleared all of storage.
        if (event.key === null) for (const k of KEYS) this.emit(k as LocalStoreKey, this.get(k as LocalStoreKey));
        else if (KEYS.has(event.key)) this.emit(event.key as LocalStoreKey, this.get(event.key as LocalStoreKey));
      };
      const events = this.events;
      events.addEventListener('storage', onStorage as EventListener);
      this.detach = () => events.removeEventListener('storage', onStorage as EventListener);
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.detach) {
        this.detach();
        this.detach = null;
      }
    };
  }

  private emit(key: LocalStoreKey, value: string | null): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(key, value);
      } catch (error) {
        console.error('[local-store] listener failed', error);
      }
    }
  }

  private attempt<T>(action: (storage: Storage) => T, fallback: T): T {
    try {
      const storage = this.storage();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  }
}
