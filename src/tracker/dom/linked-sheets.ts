// A linked stylesheet is recorded by its address, and a replay weeks later may find that address changed or
// gone. The agent fetches the sheet's CSS for inlining (001 §7) and sends it as a recorded sheet owned by its
// <link>, with the sheet's own address as the base its relative url()s (sprites, fonts) and @imports resolve
// against. What cannot be fetched (another origin without CORS, an error, too large) keeps the address only,
// which the replay then loads as before.
import { MessageType as M } from '../../protocol/messages';
import { sanitiseUrl, sanitiseUrlText } from '../../domain/recording/url-privacy';
import type { RecordingContext } from './recording-context';

/** A sheet larger than this stays an address: one message must stay well within the default 1000000-byte limit. */
export const MAX_INLINED_SHEET_CHARS = 400_000;

/** Fetched once per page for every recording of it (a session's pages share the browser's cache besides). */
const fetched = new Map<string, Promise<string | null>>();

async function fetchSheet(url: string): Promise<string | null> {
  try {
    // The copy the page itself loaded, from the HTTP cache where it can be: no second download, the same CSS.
    const response = await fetch(url, { credentials: 'same-origin', cache: 'force-cache' });
    if (!response.ok) return null;
    const text = await response.text();
    return text.length <= MAX_INLINED_SHEET_CHARS ? text : null;
  } catch {
    return null; // another origin without CORS, or offline: the address stays the fallback
  }
}

export class LinkedSheets {
  /** Sheet ids of this recording by address: a sheet linked twice is sent once. */
  #sent = new Map<string, number>();
  /** The address whose sheet each <link> owns in the recording. */
  #owned = new WeakMap<Element, string>();
  /** Fetched since the last commit: the link and the address and CSS it had. */
  #ready: [Element, string, string][] = [];
  #live = true;

  readonly #ctx: RecordingContext;
  readonly #newSheetId: () => number;

  constructor(ctx: RecordingContext, newSheetId: () => number) {
    this.#ctx = ctx;
    this.#newSheetId = newSheetId;
  }

  note(link: HTMLLinkElement): void {
    const url = link.href;
    if (!/^https?:/.test(url) || this.#owned.get(link) === url) return;
    let text = fetched.get(url);
    if (!text) fetched.set(url, (text = fetchSheet(url)));
    void text.then((css) => {
      if (css === null || !this.#live) return;
      this.#ready.push([link, url, css]);
      this.#ctx.schedule();
    });
  }

  commit(): void {
    const { registry, out } = this.#ctx;
    for (const [link, url, css] of this.#ready.splice(0)) {
      const id = registry.idOf(link);
      const before = this.#owned.get(link);
      // gone from the recording, linking elsewhere by now, or already owning it
      if (id === undefined || (link as HTMLLinkElement).href !== url || before === url) continue;
      if (before !== undefined) out.push([M.AdoptedSSRemoveOwner, this.#sent.get(before)!, id]);
      let sheet = this.#sent.get(url);
      if (sheet === undefined) {
        this.#sent.set(url, (sheet = this.#newSheetId()));
        // the same cleaning as a <style>'s text: addresses with tokens in url()s lose them
        out.push([M.AdoptedSSReplaceURLBased, sheet, sanitiseUrlText(css), sanitiseUrl(url)]);
      }
      out.push([M.AdoptedSSAddOwner, sheet, id]);
      this.#owned.set(link, url);
    }
  }

  stop(): void {
    this.#live = false;
    this.#ready = [];
  }
}
