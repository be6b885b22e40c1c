// 001 §4: start waits for the other tabs of the site to answer a broadcast (about 250 ms). A tab
// opened by duplicating another inherits its session storage, tab id included; when another tab
// answers with our id, this tab takes a fresh one so the two recordings stay apart.
type Say = { type: 'who'; tabId: string } | { type: 'here'; tabId: string };

export class TabPresence {
  #channel: BroadcastChannel | null = null;
  #myTabId = '';

  readonly #name: string;

  constructor(name: string) {
    this.#name = name;
  }

  /** Answers other tabs' questions for as long as this tab records. */
  listen(tabId: string): void {
    this.#myTabId = tabId;
    if (this.#channel || typeof BroadcastChannel === 'undefined') return;
    try {
      this.#channel = new BroadcastChannel(this.#name);
      this.#channel.onmessage = (e: MessageEvent<Say>) => {
        if (e.data?.type === 'who') this.#channel?.postMessage({ type: 'here', tabId: this.#myTabId } satisfies Say);
      };
    } catch {
      this.#channel = null;
    }
  }

  /** Asks the other tabs who is there and waits `ms`; true when one of them already uses `tabId`. */
  async tabIdTaken(tabId: string, ms: number): Promise<boolean> {
    if (typeof BroadcastChannel === 'undefined' || ms <= 0) return false;
    let channel: BroadcastChannel;
    try {
      channel = new BroadcastChannel(this.#name);
    } catch {
      return false;
    }
    let taken = false;
    channel.onmessage = (e: MessageEvent<Say>) => {
      if (e.data?.type === 'here' && e.data.tabId === tabId) taken = true;
    };
    channel.postMessage({ type: 'who', tabId } satisfies Say);
    await new Promise((resolve) => setTimeout(resolve, ms));
    channel.close();
    return taken;
  }

  close(): void {
    this.#channel?.close();
    this.#channel = null;
  }
}

/** Resolves once the page is visible: a tab opened in the background is not recorded until seen. */
export function whenVisible(doc: Document): Promise<void> {
  if (doc.visibilityState !== 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (doc.visibilityState === 'hidden') return;
      doc.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    doc.addEventListener('visibilitychange', onChange);
  });
}
