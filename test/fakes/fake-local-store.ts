import { isCorruptStoredValue } from '../../src/domain';
import type { LocalStore, LocalStoreKey } from '../../src/ports/local-store';

/** The device's storage in memory, as the browser adapter reads it: a corrupt value reads as absent and goes. */
export class FakeLocalStore implements LocalStore {
  readonly values = new Map<LocalStoreKey, string>();
  private listeners = new Set<(key: LocalStoreKey, value: string | null) => void>();

  constructor(initial: Partial<Record<LocalStoreKey, string>> = {}) {
    for (const [k, v] of Object.entries(initial)) this.values.set(k as LocalStoreKey, v as string);
  }
  get(key: LocalStoreKey): string | null {
    const value = this.values.get(key) ?? null;
    if (value !== null && isCorruptStoredValue(key, value)) {
      this.values.delete(key);
      return null;
    }
    return value;
  }
  set(key: LocalStoreKey, value: string): void {
    if (isCorruptStoredValue(key, value)) {
      this.remove(key);
      return;
    }
    this.values.set(key, value);
    this.emit(key, value);
  }
  remove(key: LocalStoreKey): void {
    this.values.delete(key);
    this.emit(key, null);
  }
  subscribe(listener: (key: LocalStoreKey, value: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** As if another tab changed the value. */
  changeFromAnotherTab(key: LocalStoreKey, value: string | null): void {
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    this.emit(key, value);
  }
  private emit(key: LocalStoreKey, value: string | null) {
    for (const l of this.listeners) l(key, value);
  }
}
