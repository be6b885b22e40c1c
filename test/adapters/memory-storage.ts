/** A Storage in memory, optionally refusing every access like Safari's private mode used to. */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  constructor(private readonly refuse = false) {}
  get length() { this.check(); return this.map.size; }
  clear() { this.check(); this.map.clear(); }
  getItem(key: string) { this.check(); return this.map.has(key) ? this.map.get(key)! : null; }
  key(i: number) { this.check(); return [...this.map.keys()][i] ?? null; }
  removeItem(key: string) { this.check(); this.map.delete(key); }
  setItem(key: string, value: string) { this.check(); this.map.set(key, String(value)); }
  raw(key: string) { return this.map.get(key) ?? null; }
  private check() { if (this.refuse) throw new DOMException('The operation is insecure.', 'SecurityError'); }
  [name: string]: unknown;
}
