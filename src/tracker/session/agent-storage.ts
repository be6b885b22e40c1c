// 001 §3 session storage keys of the agent: token, page number, reset flag, tab id; and the visitor's id
// (userUUID) in local storage so visits of one browser join up. The persisted flags and watched tags are
// kept by their modules under keys of their own (modules/feature-flags.ts, modules/tag-watch.ts).
import { isTabId, nextPageNumber, tabIdFromBytes } from '../../domain/recording/tab-session';
import type { KeyValueStore } from './safe-storage';

export interface SessionKeys {
  token: string;
  pageNo: string;
  reset: string;
  tabId: string;
  userUUID: string;
}

export const sessionKeys = (prefix: string): SessionKeys => ({
  token: `${prefix}_token`,
  pageNo: `${prefix}_pageno`,
  reset: `${prefix}_reset`,
  tabId: `${prefix}_tabid`,
  userUUID: `${prefix}_uuid`,
});

export function randomTabId(): string {
  const bytes = new Uint8Array(6);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return tabIdFromBytes(bytes);
}

export class AgentStorage {
  #pageNo: number | null = null;

  readonly #session: KeyValueStore;

  constructor(
    session: KeyValueStore,
    /** Local storage, guarded (also the usability test's, see usability/uxt.ts). */
    readonly local: KeyValueStore,
    readonly keys: SessionKeys,
  ) {
    this.#session = session;
  }

  /** The token of this tab's running session, unless the session was reset. */
  token(): string | null {
    if (this.#session.get(this.keys.reset) === '1') return null;
    return this.#session.get(this.keys.token);
  }

  saveToken(token: string): void {
    this.#session.set(this.keys.token, token);
    this.#session.remove(this.keys.reset);
  }

  /** A failed start or a stop forgets the session: the next start asks for a new one. */
  reset(): void {
    this.#session.remove(this.keys.token);
    this.#session.set(this.keys.reset, '1');
    this.#pageNo = null;
  }

  /** This page load's number (one more than the tab's last; 100500 when the stored one is garbled). */
  pageNumber(): number {
    if (this.#pageNo === null) {
      this.#pageNo = nextPageNumber(this.#session.get(this.keys.pageNo));
      this.#session.set(this.keys.pageNo, String(this.#pageNo));
    }
    return this.#pageNo;
  }

  tabId(): string {
    const stored = this.#session.get(this.keys.tabId);
    if (isTabId(stored)) return stored;
    return this.newTabId();
  }

  /** A duplicated tab copies session storage; the copy takes a fresh id. */
  newTabId(): string {
    const id = randomTabId();
    this.#session.set(this.keys.tabId, id);
    return id;
  }

  userUUID(): string | null {
    return this.local.get(this.keys.userUUID);
  }

  saveUserUUID(uuid: string): void {
    this.local.set(this.keys.userUUID, uuid);
  }
}
