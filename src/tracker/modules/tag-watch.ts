// Tags (001 §7, §9), a chunk of its own: GET {ingest}/v1/web/tags with each session; every 500 ms the
// page is searched for the tags' selectors, and an element found is watched until it is visible on
// screen, when the tag fires once for it (TagTrigger). The tags are kept for the tab in session storage.
import type { StartResponse } from '../../domain/recording/start-response';
import { TAG_POLL_MS, tagsOf, type Tag } from '../../domain/recording/tags';
import { MessageType as M } from '../../protocol/messages';
import type { AgentModule, ModuleHooks } from './module-api';

export class TagWatch implements AgentModule {
  #tags: Tag[] = [];
  #timer: ReturnType<typeof setInterval> | null = null;
  readonly #seen = new WeakSet<Element>();
  readonly #tagOf = new WeakMap<Element, number>();
  #observer: IntersectionObserver | null = null;
  readonly #key: string;

  constructor(private readonly hooks: ModuleHooks) {
    this.#key = `${hooks.options.storagePrefix}_watched_tags`;
  }

  started(reply: StartResponse): void {
    if (reply.doNotRecord === true) return;
    void this.#load();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#observer?.disconnect();
  }

  async #load(): Promise<void> {
    try {
      const token = this.hooks.token();
      const response = await fetch(`${this.hooks.options.ingestPoint}/v1/web/tags`, { headers: { Authorization: `Bearer ${token}` } });
      if (response.status === 401) return this.hooks.restart();
      if (response.status !== 200) return;
      this.#tags = tagsOf(await response.json());
      sessionStorage.setItem(this.#key, JSON.stringify(this.#tags));
    } catch {
      return;
    }
    if (this.#tags.length === 0 || this.#timer) return;
    this.#observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        this.#observer?.unobserve(entry.target);
        const id = this.#tagOf.get(entry.target);
        if (id !== undefined) this.hooks.send([M.TagTrigger, id]);
      }
    });
    this.#timer = setInterval(() => this.#poll(), TAG_POLL_MS);
    this.#poll();
  }

  #poll(): void {
    for (const tag of this.#tags) {
      let found: NodeListOf<Element>;
      try {
        found = document.querySelectorAll(tag.selector);
      } catch {
        continue; // a selector the browser cannot read never matches
      }
      for (const el of found) {
        if (this.#seen.has(el)) continue;
        this.#seen.add(el);
        this.#tagOf.set(el, tag.id);
        this.#observer?.observe(el);
      }
    }
  }
}
