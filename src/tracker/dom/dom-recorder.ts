// The main thread's recorder: a first snapshot of the page, then its changes, committed every 30 ms
// (001 §9) in slices that keep each task short, and handed over as batches of messages.
import { MessageType as M, type Message } from '../../protocol/messages';
import type { MessageChunk } from '../transport/message-chunk';
import { COMMIT_TICK_MS, type ResolvedOptions } from '../options';
import { Fields } from '../interaction/fields';
import { Listeners } from '../interaction/listeners';
import { PageState, type PageHidden } from '../interaction/page-state';
import { Pointer } from '../interaction/pointer';
import { Scroll } from '../interaction/scroll';
import { MutationCommitter } from './mutation-committer';
import { NodeMaintenance } from './node-maintenance';
import { createContext, refreshBaseURL, type RecordingContext } from './recording-context';
import { nativeMutationObserver } from './native-observer';
import type { FidelityCapture } from './fidelity-capture';
import { showsBeyondDom, watchFidelityUse, type FidelityUse } from './fidelity-use';
import { watchShadowAttach } from './shadow-attach';
import { SubtreeWriter } from './subtree-writer';
import { yieldThen } from './task-yield';

const OBSERVE: MutationObserverInit = { childList: true, subtree: true, attributes: true, characterData: true };
/**
 * Slices of one long piece of work (a first snapshot, a large mutation batch) are handed to the worker
 * together, as one chunk, when the work is done, so the worker's encoding and sending do not compete with
 * the page's own turns for the device's cores meanwhile, and the page posts once rather than per slice.
 * Each slice keeps its own timestamp; a very long piece of work still hands over once it holds this many
 * messages, so memory stays bounded.
 */
const MAX_HELD_MESSAGES = 100_000;

export interface RecorderHooks {
  /** Recorded messages, in order, led by a Timestamp; ownership of the chunk passes. */
  deliver(chunk: MessageChunk): void;
  /** The page is being hidden, or left (at pagehide): send what is buffered now. */
  hidden(how: PageHidden): void;
  now(): number;
  /** A recording began (after CreateDocument): node ids start again from 0. */
  started?(): void;
}

export class DomRecorder {
  readonly #ctx: RecordingContext;
  readonly #writer: SubtreeWriter;
  readonly #committer: MutationCommitter;
  readonly #maintenance: NodeMaintenance;
  readonly #listeners = new Listeners();
  readonly #pointer: Pointer;
  readonly #scroll: Scroll;
  readonly #fields: Fields;
  readonly #page: PageState;
  /** CSSOM, dialogs, document mode: loaded once the page uses them; the roots recorded meanwhile wait for it. */
  #fidelity: FidelityCapture | null = null;
  /** The roots recorded, and what the page changed through those means, before the chunk arrived. */
  #fidelityUsed: (FidelityUse | Document | ShadowRoot)[] = [];
  #fidelityLoad: Promise<unknown> | null = null;
  #unwatchUse: (() => void) | null = null;
  #starts = 0;
  #observer: MutationObserver | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #cancelYield: (() => void) | null = null;
  #unwatchShadows: (() => void) | null = null;
  #active = false;

  readonly #hooks: RecorderHooks;

  constructor(
    private readonly options: ResolvedOptions,
    hooks: RecorderHooks,
  ) {
    this.#hooks = hooks;
    this.#ctx = createContext(
      options,
      (root) => this.#watchRoot(root),
      () => this.#schedule(),
      (el) => this.#useFidelity(el),
    );
    this.#writer = new SubtreeWriter(this.#ctx);
    this.#committer = new MutationCommitter(this.#ctx, this.#writer);
    this.#maintenance = new NodeMaintenance(this.#ctx.registry, () => this.#writer.pending || this.#committer.pending || this.#committer.collected);
    this.#pointer = new Pointer(this.#ctx);
    this.#scroll = new Scroll(this.#ctx);
    this.#fields = new Fields(this.#ctx);
    this.#page = new PageState(this.#ctx, (how) => this.#hidden(how));
  }

  get recording(): boolean {
    return this.#active;
  }

  /** Starts a recording: CreateDocument, the page's state, then the snapshot in slices. */
  start(): void {
    if (this.#active) return;
    const html = document.documentElement;
    if (!html) return;
    this.#active = true;
    this.#ctx.registry.reset();
    this.#ctx.dict.clear();
    this.#ctx.nextDictKey = 1;
    refreshBaseURL(this.#ctx, document.baseURI);
    const Observer = nativeMutationObserver();
    this.#observer = new Observer((records) => {
      this.#committer.collect(records);
      this.#schedule();
    });
    this.#ctx.out.push([M.CreateDocument]);
    const htmlId = this.#ctx.registry.bind(html, -1, 0);
    ++this.#starts;
    this.#fidelityUsed = [];
    this.#fidelityLoad = null;
    this.#unwatchUse = watchFidelityUse((what) => this.#useFidelity(what));
    // Media play and pause do not bubble: a media element played after the start shows in the capture phase.
    this.#listeners.on(document, 'play', (e) => this.#useFidelity(e.target as Element));
    this.#watchRoot(document);
    this.#unwatchShadows = watchShadowAttach((host, root) => this.#shadowAttached(host, root));
    this.#page.attach(this.#listeners);
    this.#page.writeInitial();
    this.#writer.writeElementBody(htmlId, html);
    this.#maintenance.start();
    this.#hooks.started?.();
    this.tick();
  }

  stop(): void {
    if (!this.#active) return;
    this.#active = false;
    this.#observer?.disconnect();
    this.#observer = null;
    this.#listeners.removeAll();
    this.#unwatchShadows?.();
    this.#unwatchShadows = null;
    this.#unwatchUse?.();
    this.#unwatchUse = null;
    this.#fidelity?.stop();
    this.#fidelity = null;
    this.#maintenance.stop();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#cancelYield?.();
    this.#cancelYield = null;
    this.#writer.clear();
    this.#committer.reset();
    this.#ctx.out.clear();
    this.#ctx.registry.reset();
  }

  /** Settles once the capture beyond the DOM (CSSOM, dialogs, document mode) records too, if the page uses it. */
  ready(): Promise<unknown> {
    return this.#fidelityLoad ?? Promise.resolve();
  }

  /** Messages from outside the DOM (custom events, user ids) join the recording in order. */
  add(message: Message): void {
    this.#ctx.out.push(message);
    this.#schedule();
  }

  /** The recorded id of a page node (canvas snapshots name their canvas by it). */
  nodeId(node: Node): number | undefined {
    return this.#active ? this.#ctx.registry.idOf(node) : undefined;
  }

  /** Commits what is pending now and hands it over (before a flush to the ingest). */
  commitNow(): void {
    if (this.#active) this.tick(Infinity);
  }

  #hidden(how: PageHidden): void {
    this.commitNow();
    this.#hooks.hidden(how);
  }

  #watchRoot(root: Document | ShadowRoot): void {
    this.#observer?.observe(root, OBSERVE);
    if (this.#fidelity) this.#fidelity.watch(root);
    else {
      this.#fidelityUsed.push(root);
      if (showsBeyondDom(root)) this.#useFidelity(null);
    }
    this.#pointer.attach(root, this.#listeners);
    this.#scroll.attach(root, this.#listeners);
    this.#fields.attach(root, this.#listeners);
    // A same-origin frame that loads a new document after it was recorded gets it recorded too.
    this.#listeners.on(root, 'load', (e) => {
      const frame = e.target as Element | null;
      if (frame?.nodeType !== 1 || frame.localName !== 'iframe') return;
      const id = this.#ctx.registry.idOf(frame);
      if (id === undefined) return;
      this.#writer.writeFrameDocument(id, frame as HTMLIFrameElement);
      this.#schedule();
    });
  }

  /**
   * The page uses what the fidelity capture records: its chunk loads (once per recording) and takes over from the
   * core's watch, with the roots recorded and the sheets and elements the page changed meanwhile.
   */
  #useFidelity(what: FidelityUse): void {
    if (this.#fidelity) return this.#fidelity.use(what);
    if (!this.#active) return;
    this.#fidelityUsed.push(what);
    if (this.#fidelityLoad) return;
    const start = this.#starts;
    this.#fidelityLoad = import('./fidelity-capture').then(
      ({ FidelityCapture }) => {
        if (!this.#active || start !== this.#starts) return;
        this.#unwatchUse?.();
        this.#unwatchUse = null;
        this.#fidelity = new FidelityCapture(this.#ctx);
        this.#fidelity.start(this.#fidelityUsed.splice(0));
        this.#schedule();
      },
      () => undefined, // without it the page is still recorded, its CSSOM rules left out
    );
  }

  /**
   * A recorded element got an open shadow root: it is written (with what the page put in it by then)
   * at the next commit, and observed from then on. An element not recorded yet brings its root along.
   */
  #shadowAttached(host: Element, root: ShadowRoot): void {
    const hostId = this.#ctx.registry.idOf(host);
    if (hostId === undefined || this.#ctx.registry.has(root)) return;
    this.#writer.push(root, hostId, 0);
    this.#schedule();
  }

  #schedule(): void {
    if (this.#timer !== null || this.#cancelYield !== null || !this.#active) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.tick();
    }, COMMIT_TICK_MS);
  }

  private tick(budget = this.options.sliceBudgetMs): void {
    if (!this.#active) return;
    this.#cancelYield = null;
    const deadline = performance.now() + budget;
    refreshBaseURL(this.#ctx, document.baseURI);
    // Unfinished work of earlier records first, so messages keep the page's order.
    let done = this.#committer.runChanges(deadline) && this.#writer.run(deadline);
    if (done) {
      const taken = this.#observer?.takeRecords();
      if (taken?.length) this.#committer.collect(taken);
      this.#committer.commit();
      done = this.#committer.runChanges(deadline) && this.#writer.run(deadline);
      // CSSOM rules and adopted sheets name recorded nodes: they follow the DOM's changes.
      if (done) this.#fidelity?.commit();
    }
    this.#pointer.commit();
    this.#scroll.commit();
    this.#fields.commit();
    this.#page.commit();
    this.#deliver(done);
    // Unfinished work continues right after the page had its turn, ahead of the next tick.
    if (!done) this.#cancelYield = yieldThen(() => this.tick());
  }

  #deliver(done: boolean): void {
    const { out } = this.#ctx;
    const now = this.#hooks.now();
    if (!done && out.count < MAX_HELD_MESSAGES) return out.mark(now);
    const chunk = out.take(now);
    if (chunk) this.#hooks.deliver(chunk);
  }
}
