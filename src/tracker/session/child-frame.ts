// The agent inside an embedded child frame in cross-domain mode (001 §6, §9; a chunk of its own, loaded
// only by such a frame): no session of its own. It signals the parent page, up to 10 times with gaps
// from 250 ms growing by 1.5, until the parent answers with the session token, the root node id (the
// frame element in the parent's recording) and an order number; then it records its page and posts
// the messages to the parent, which adds them to its own recording under its own session. When the
// parent begins a new recording it asks the child to signal again, and the child starts over. A frame of
// another origin inside this one is answered as the parent answers this frame: its ids are a slice of this
// frame's range, and its recording joins this frame's, so it reaches the top page's session in place.
import { ALREADY_STARTED } from '../../domain/messages';
import {
  CHILD_FRAME_NO_ANSWER,
  CHILD_FRAME_NO_PARENT_DOMAIN,
  ChildFrameLine,
  childFrameSignalGaps,
  childRange,
  parentOrigin,
  readChildFrameId,
  type ChildRange,
} from '../../domain/recording/child-frame';
import type { Message } from '../../protocol/messages';
import { DomRecorder } from '../dom/dom-recorder';
import type { ResolvedOptions } from '../options';
import type { MessageChunk } from '../transport/message-chunk';
import { readChunk } from '../worker/message-chunk-reader';
import { randomTabId } from './agent-storage';
import { toParent } from './child-frame-messages';
import { childFrameHost, type ChildFrameHost, type FrameParent } from './child-frame-host';

// The chunk's entry for both sides: the parent page's ear loads the host from here.
export { childFrameHost };
import type { StartResult } from './recording-session';

// The frame's context (which answers are its own) is a random id like a tab's: the core's generator.
const randomContext = randomTabId;

export class ChildFrame implements FrameParent {
  readonly #recorder: DomRecorder;
  readonly #context = randomContext();
  #root = -1;
  #base = 0;
  /** The ids the parent gave this frame; the frames inside it get slices of them. */
  span = 0;
  #token = '';
  /** Answers the frames of other origins inside this one, from the first that signals. */
  #host: ChildFrameHost | null = null;
  /** Told each time this frame's recording begins (fresh ids): its own child frames signal again. */
  onRecording: (() => void) | null = null;
  /** Bumped by each signal round and by stop, so a superseded round stops signalling. */
  #round = 0;
  #answered: (() => void) | null = null;
  #stopped = false;
  #started = false;
  /** The parent answered at least once. */
  #joined = false;

  constructor(
    readonly options: ResolvedOptions,
    private readonly parent: string,
    private readonly target: Window = window.parent,
  ) {
    this.#recorder = new DomRecorder(options, {
      deliver: (chunk) => this.#deliver(chunk),
      // The parent page sends the recording; the child has nothing of its own to flush.
      hidden: () => undefined,
      now: () => Date.now(),
      started: () => this.onRecording?.(),
    });
  }

  get recording(): boolean {
    return this.#recorder.recording;
  }

  /** A message of the frame's own page (its custom events and issues) joins what it posts to the parent. */
  add(message: Message): void {
    if (this.#recorder.recording) this.#recorder.add(message);
  }

  /** A frame's own child frame's messages, in this frame's numbering, go with its own recording. */
  send(message: Message): void {
    this.add(message);
  }

  token(): string {
    return this.#token;
  }

  nodeId(node: Node): number | undefined {
    return this.#recorder.nodeId(node);
  }

  /** Signals until the parent answers; resolves to the parent's session token, or fails after the last gap. */
  async start(): Promise<StartResult> {
    if (this.#started) return { success: false, reason: ALREADY_STARTED };
    this.#started = true;
    this.#stopped = false;
    addEventListener('message', this.#onMessage);
    await this.#signal();
    if (this.#joined) return { success: true, sessionID: '', userUUID: '', sessionToken: this.#token };
    // Unanswered: this frame records nothing, and a later start may try again.
    this.stop();
    return { success: false, reason: CHILD_FRAME_NO_ANSWER };
  }

  stop(): void {
    this.#started = false;
    this.#stopped = true;
    this.#round++;
    this.#recorder.stop();
    removeEventListener('message', this.#onMessage);
  }

  /** One round of signals: ends at the parent's answer, after the last gap, or when a newer round begins. */
  async #signal(): Promise<void> {
    const round = ++this.#round;
    const answer = new Promise<true>((resolve) => (this.#answered = () => resolve(true)));
    for (const gap of childFrameSignalGaps()) {
      if (round !== this.#round) return;
      this.#post({ line: ChildFrameLine.Signal, context: this.#context });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const got = await Promise.race([answer, new Promise<false>((r) => (timer = setTimeout(() => r(false), gap)))]);
      clearTimeout(timer);
      if (got) return;
    }
    // Unanswered: a late answer is not taken (the start already failed).
    if (round === this.#round) this.#answered = null;
  }

  readonly #onMessage = (e: MessageEvent): void => {
    const data = e.data as { line?: unknown; context?: unknown } | null;
    if (this.#stopped) return;
    // A frame inside this one signals (the host checks it is a frame element this frame records).
    if (data?.line === ChildFrameLine.Signal && e.source !== this.target) {
      if (this.recording) (this.#host ??= childFrameHost(this)).signal(e);
      return;
    }
    if (e.source !== this.target || e.origin !== this.parent) return;
    if (data?.line === ChildFrameLine.Again && data.context === this.#context) {
      this.#recorder.stop();
      void this.#signal();
      return;
    }
    const id = readChildFrameId(data, this.#context);
    // Only an answer to signals still being sent is taken.
    if (!id || !this.#answered) return;
    let range: ChildRange;
    try {
      range = id.span === undefined ? childRange(id.order) : { base: id.base!, span: id.span };
    } catch {
      return; // 'Placeholder id overflow': this answer cannot be recorded
    }
    // Every answer starts the recording over under the ids it gives.
    this.#recorder.stop();
    this.#root = id.id;
    this.#base = range.base;
    this.span = range.span;
    this.#token = id.token;
    this.#joined = true;
    this.#recorder.start();
    this.#answered?.();
    this.#answered = null;
  };

  #deliver(chunk: MessageChunk): void {
    const messages = toParent(readChunk(chunk), this.#root, this.#base);
    if (messages.length) this.#post({ line: ChildFrameLine.Batch, context: this.#context, messages });
  }

  #post(message: unknown): void {
    try {
      // Only the parent origin the site set receives it: another page embedding this one gets nothing.
      this.target.postMessage(message, this.parent);
    } catch {
      // A message the browser cannot clone is dropped, not thrown into the page.
    }
  }
}

/** The child frame's agent; without a valid parentDomain, one whose start fails with the reason. */
export function childFrame(options: ResolvedOptions, setting: unknown): Pick<ChildFrame, 'start' | 'stop' | 'recording' | 'add'> {
  const origin = parentOrigin(setting);
  if (origin !== null) return new ChildFrame(options, origin);
  return { start: async () => ({ success: false, reason: CHILD_FRAME_NO_PARENT_DOMAIN }), stop: () => undefined, add: () => undefined, recording: false };
}
