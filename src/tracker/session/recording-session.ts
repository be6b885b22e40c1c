// The tracker's life (001 §4): NotActive, Starting, Active, ColdStart. Start waits for a visible page
// and the other tabs, asks the ingest for a session, hands the worker its token and the offline buffer,
// then records. Any failure during start stops tracking and resets the session (001 §8 reasons).
import {
  ALREADY_STARTED,
  NO_WORKER_AFTER_START,
  START_CANCELED,
  UNKNOWN_START_ERROR,
} from '../../domain/messages';
import { sanitiseUrl } from '../../domain/recording/url-privacy';
import { DomRecorder } from '../dom/dom-recorder';
import type { PageHidden } from '../interaction/page-state';
import {
  COLD_START_SWAP_MS,
  DEFAULT_BEACON_SIZE_LIMIT,
  type ResolvedOptions,
} from '../options';
import { MessageType as M, type Message } from '../../protocol/messages';
import type { PageSignal } from '../../domain/recording/start-conditions';
import type { AgentLog } from '../agent-log';
import type { StartResponse } from '../../domain/recording/start-response';
import { MessageChunkWriter, type MessageChunk } from '../transport/message-chunk';
import { WorkerLink } from '../transport/worker-link';
import type { FromWorker } from '../worker/worker-messages';
import { ColdStartBuffers } from './cold-start-buffers';
import type { ConditionWatch } from './condition-watch';
import { OfflineBuffer } from './offline-buffer';
import { PageExit, SEAL_DELAY_MS } from './page-exit';
import { positiveOr } from '../worker/send-policy';
import { guardedStorage } from './safe-storage';
import { AgentStorage, sessionKeys } from './agent-storage';
import { requestStartRetrying, startBody, StartFailure } from './start-request';
import { TabPresence, whenVisible } from './tab-presence';

export const TrackerState = { NotActive: 'NotActive', Starting: 'Starting', Active: 'Active', ColdStart: 'ColdStart' } as const;
export type TrackerStateName = (typeof TrackerState)[keyof typeof TrackerState];

export type StartResult =
  | { success: true; sessionID: string; userUUID: string; sessionToken: string }
  | { success: false; reason: string };

export type ConditionalStartResult = { success: true; conditions: number } | { success: false; reason: string };

export interface StartOptions {
  userID?: string;
  metadata?: Record<string, string>;
  /** The start condition that triggered this start, when started conditionally. */
  condition?: string;
  /** Ask the ingest for a session that is not recorded (the start request's assistOnly). */
  assistOnly?: boolean;
}

const PRE_START_QUEUE_LIMIT = 200;
const started = (reply: StartResponse): StartResult => ({ success: true, sessionID: reply.sessionID, userUUID: reply.userUUID, sessionToken: reply.token });
/** A token renewal that failed for a reason that may pass (5xx, no answer) is tried again this much later. */
const RENEW_RETRY_MS = 30_000;

export class RecordingSession {
  state: TrackerStateName = TrackerState.NotActive;
  /** Read by the usability test's chunk too (its token and local storage). */
  readonly store: AgentStorage;
  readonly #offline: OfflineBuffer;
  readonly #presence: TabPresence;
  readonly #link: WorkerLink;
  readonly #recorder: DomRecorder;
  #cold: ColdStartBuffers | null = null;
  #swapTimer: ReturnType<typeof setInterval> | undefined;
  #queued: Message[] = [];
  userID: string | null = null;
  readonly metadata = new Map<string, string>();
  #warned = false;
  /** Counts starts and stops: a step that waited goes on only while it is unchanged (the condition watch's chunk reads it). */
  attempt = 0;
  #sessionID: string | null = null;
  /** A conditional start's watch, set by its chunk. */
  watch: ConditionWatch | null = null;
  /** A conditional start is reading its conditions: a second one is refused, not a second watch begun. */
  #arming = false;
  #renewTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #exit = new PageExit();
  /** Seals the worker's batch a moment after recording resumed, so little waits in it when the page goes. */
  #sealTimer: ReturnType<typeof setTimeout> | undefined;
  /** About the bytes posted since the worker last sealed (a number takes one at least, a character one). */
  #unsealed = 0;
  #sessionToken = '';
  /** The running session's start reply, for the optional modules (flags, tags, canvas). */
  reply: StartResponse | null = null;
  /**
   * The agent's own console lines at the site's level, and the optional debug report: a chunk the core loads
   * only for a site that sets either (every other site gets the default level, warnings and errors).
   */
  log: Promise<AgentLog | null> | null = null;
  /** Told of each session the ingest opens (the optional modules' host). */
  onStarted: ((reply: StartResponse) => void) | null = null;
  /** Told each time the recorder begins a recording (a fresh snapshot, so fresh node ids). */
  onRecording: (() => void) | null = null;
  /** The start reply's delay: added to this page's clock so every timestamp is on the ingest's clock. */
  #delay = 0;
  /** The start reply said assistOnly: the session exists, nothing of the page is recorded or sent. */
  #assistOnly = false;

  constructor(
    readonly options: ResolvedOptions,
    readonly fetchFn: typeof fetch = (input, init) => fetch(input, init),
  ) {
    const session = guardedStorage(() => window.sessionStorage);
    const local = guardedStorage(() => window.localStorage);
    // A page in a frame shares its tab's session storage with the page around it (when of one origin): its
    // session is kept under keys of its own, so neither page's agent goes on with the other's session.
    this.store = new AgentStorage(session, local, sessionKeys(options.storagePrefix + (parent === window ? '' : '_f')));
    this.#offline = new OfflineBuffer(local, `${options.storagePrefix}_offline_buffer`);
    this.#presence = new TabPresence(`${options.storagePrefix}_tabs`);
    this.#link = new WorkerLink((m) => this.#fromWorker(m));
    this.#recorder = new DomRecorder(options, {
      deliver: (chunk) => this.#deliver(chunk),
      hidden: (how) => this.#pageHidden(how),
      now: () => this.now(),
      started: () => this.onRecording?.(),
    });
  }

  /** Whether the page is being recorded now (active or cold start, not assist-only). */
  get recording(): boolean {
    return !this.#assistOnly && (this.state === TrackerState.Active || this.state === TrackerState.ColdStart);
  }

  /** Records into the two alternating buffers until a full start succeeds. */
  coldStart(): void {
    if (this.state !== TrackerState.NotActive) return;
    this.state = TrackerState.ColdStart;
    this.#recordCold();
  }

  #recordCold(): void {
    this.#cold = new ColdStartBuffers(Date.now());
    this.#swapTimer = setInterval(() => this.#swapColdBuffers(), COLD_START_SWAP_MS);
    this.#recorder.start();
  }

  /**
   * Conditional start (001 §4): records into the cold-start buffers, reads the project's start
   * conditions with a session it does not record into, and starts for real, once, with the name of
   * the first condition the page meets. Resolves when the watch begins (or could not). Its steps are
   * the condition watch's chunk, loaded only by a site that starts on conditions.
   */
  async startOnConditions(opts: StartOptions = {}): Promise<ConditionalStartResult> {
    if (this.state === TrackerState.Active || this.state === TrackerState.Starting || this.watch || this.#arming) {
      return { success: false, reason: ALREADY_STARTED };
    }
    this.coldStart();
    const attempt = this.attempt;
    this.#arming = true;
    try {
      return await (await import('./condition-watch')).watchConditions(this, attempt, opts);
    } catch {
      // The chunk could not load.
      if (attempt === this.attempt) this.stop();
      this.warnOnce(UNKNOWN_START_ERROR);
      return { success: false, reason: UNKNOWN_START_ERROR };
    } finally {
      this.#arming = false;
    }
  }

  async start(opts: StartOptions = {}): Promise<StartResult> {
    if (this.state === TrackerState.Active || this.state === TrackerState.Starting) {
      return { success: false, reason: ALREADY_STARTED };
    }
    // A start the site asks for itself ends a conditional start's watch.
    this.watch?.stop();
    this.watch = null;
    this.state = TrackerState.Starting;
    const attempt = ++this.attempt;
    if (typeof opts.userID === 'string') this.userID = opts.userID;
    if (opts.metadata && typeof opts.metadata === 'object') {
      for (const [k, v] of Object.entries(opts.metadata)) this.setMetadata(k, v);
    }
    try {
      await whenVisible(document);
      let tabId = this.store.tabId();
      if (await this.#presence.tabIdTaken(tabId, this.options.tabWaitMs)) tabId = this.store.newTabId();
      this.ensureStill(attempt, TrackerState.Starting);
      this.#link.create(this.options.workerUrl);
      const pageNo = this.store.pageNumber();
      const reply = await this.requestStart(
        (now) => (this.#cold ? this.#cold.peekDiff(now) : 0),
        typeof opts.condition === 'string' ? opts.condition : null,
        () => this.ensureStill(attempt, TrackerState.Starting),
        false,
        opts.assistOnly === true,
      );
      this.ensureStill(attempt, TrackerState.Starting);
      if (!(await this.#link.running())) throw new StartFailure(NO_WORKER_AFTER_START);
      this.ensureStill(attempt, TrackerState.Starting);
      this.#took(reply);
      const now = this.now();
      if (reply.assistOnly === true) return this.#assistOnlyStart(reply);
      this.#presence.listen(tabId);
      const beaconSizeLimit = positiveOr(reply.beaconSizeLimit, DEFAULT_BEACON_SIZE_LIMIT);
      this.#sessionToken = reply.token;
      this.#sessionID = reply.sessionID;
      const seq = this.#exit.begin({ ingestPoint: this.options.ingestPoint, token: reply.token, pageNo, tabId, sizeLimit: beaconSizeLimit });
      this.#link.post({
        type: 'start',
        ingestPoint: this.options.ingestPoint,
        token: reply.token,
        pageNo,
        tabId,
        beaconSizeLimit,
        compressionThreshold: reply.compressionThreshold,
        timestamp: reply.startTimestamp ?? now,
        url: sanitiseUrl(location.href),
        unsent: this.#offline.read(reply.sessionID),
        seq,
      });
      this.state = TrackerState.Active;
      this.reply = reply;
      this.onStarted?.(reply);
      // Recorded before the start (cold start, or while the start request was retried): the larger buffer goes,
      // its timestamps moved onto the ingest's clock as the later ones are.
      if (this.#cold) {
        const { chunks } = this.#cold.takeLarger(Date.now());
        this.#stopSwapping();
        for (const chunk of chunks) {
          chunk.nums[1] += this.#delay;
          this.#postChunk(chunk);
        }
      } else {
        this.#recorder.start();
      }
      this.#cold = null;
      this.#post(this.#identity());
      const queued = this.#queued;
      this.#queued = [];
      this.#post(queued);
      // A usability test given to this page (?oruxt=, or one under way): its widget is a chunk of its own,
      // which checks the rest (top page, 'usability-test' enabled); the core carries only this test. It is the
      // domain's isTesterVisit written out: called through the function it cost the core 23 bytes it does not have.
      if (this.store.local.get(`${this.options.storagePrefix}_uxt`) || /[?&]oruxt=/.test(location.search)) {
        import('../usability/uxt').then((m) => m.default(this, reply), () => {});
      }
      return started(reply);
    } catch (error) {
      const reason = error instanceof StartFailure ? error.message : UNKNOWN_START_ERROR;
      if (attempt === this.attempt) {
        this.stop();
        this.store.reset();
      }
      if (reason !== START_CANCELED) this.warnOnce(reason);
      return { success: false, reason };
    }
  }

  /**
   * assistOnly in the start reply: the ingest keeps the session for live assistance only, so nothing of
   * the page is recorded or sent. The worker goes, the recorder and its buffers stop, the modules are not
   * told of the session; the start itself succeeded and a second one is refused as for any session.
   */
  #assistOnlyStart(reply: StartResponse): StartResult {
    this.#link.terminate();
    this.stop();
    this.#assistOnly = true;
    this.state = TrackerState.Active;
    this.reply = reply;
    return started(reply);
  }

  /** A start reply taken: its token and visitor kept, its delay (a number: the reply was validated) on this page's clock. */
  #took(reply: StartResponse): void {
    this.store.saveToken(reply.token);
    this.store.saveUserUUID(reply.userUUID);
    this.#delay = reply.delay;
  }

  /** This page's clock moved onto the ingest's by the start reply's delay. */
  now(): number {
    return Date.now() + this.#delay;
  }

  stop(): void {
    this.attempt++;
    this.#assistOnly = false;
    clearTimeout(this.#renewTimer);
    this.#renewTimer = undefined;
    clearTimeout(this.#sealTimer);
    this.#sealTimer = undefined;
    this.#exit.end();
    this.watch?.stop();
    this.watch = null;
    this.#offline.persist();
    this.#recorder.stop();
    this.#stopSwapping();
    this.#cold = null;
    this.#queued = [];
    this.#presence.close();
    this.#link.post({ type: 'stop' });
    this.#link.release();
    this.state = TrackerState.NotActive;
  }

  /** Messages the site sends (events, issues, ids); kept until the start completes, dropped when not recording. */
  send(message: Message): void {
    if (this.#assistOnly) return;
    this.watch?.message(message);
    if (this.state === TrackerState.Active || this.state === TrackerState.ColdStart) this.#recorder.add(message);
    else if (this.state === TrackerState.Starting && this.#queued.length < PRE_START_QUEUE_LIMIT) this.#queued.push(message);
  }

  /** A page signal for a conditional start's watch. */
  signal(signal: PageSignal): void {
    this.watch?.test(signal);
  }

  nodeId(node: Node): number | undefined {
    return this.#recorder.nodeId(node);
  }

  token(): string | null {
    return this.store.token();
  }

  setUserID(id: string): void {
    this.userID = id;
    this.send([M.UserID, id]);
  }

  setMetadata(key: string, value: string): void {
    this.metadata.set(key, value);
  }

  #identity(): Message[] {
    const out: Message[] = [];
    if (this.userID) out.push([M.UserID, this.userID]);
    for (const [k, v] of this.metadata) out.push([M.Metadata, k, v]);
    return out;
  }

  /** Throws when a stop or another start came while this one waited. */
  ensureStill(attempt: number, state: TrackerStateName): void {
    if (attempt !== this.attempt || this.state !== state) throw new StartFailure(UNKNOWN_START_ERROR);
  }

  #deliver(chunk: MessageChunk): void {
    if (this.state === TrackerState.ColdStart || this.state === TrackerState.Starting) this.#cold?.push(chunk);
    else if (this.state === TrackerState.Active) this.#postChunk(chunk);
  }

  /**
   * The recorder's chunk goes to the worker as a transferred copy: the chunk itself stays here until
   * the worker reports it sealed, for the page exit. A batch is sealed a moment after the first chunk.
   */
  #postChunk(chunk: MessageChunk): void {
    const seq = this.#exit.keep(chunk);
    const nums = chunk.nums.slice();
    this.#link.post({ type: 'chunk', seq, nums, strs: chunk.strs, count: chunk.count }, [nums.buffer]);
    // An open batch the main thread could not send at exit (keepalive requests share 64 KiB, and it cannot gzip
    // there) is sealed at once: the worker's own requests outlive the page. Half the quota, as a number may take more.
    if ((this.#unsealed += chunk.nums.length + chunk.strs.length) > 32768) this.#flushWorker();
    else if (this.#sealTimer === undefined) this.#sealTimer = setTimeout(() => this.#flushWorker(), SEAL_DELAY_MS);
  }

  #flushWorker(sent?: boolean): void {
    clearTimeout(this.#sealTimer);
    this.#sealTimer = undefined;
    this.#unsealed = 0;
    if (this.state === TrackerState.Active) this.#link.post({ type: 'flush', seq: this.#exit.keep(null), sent });
  }

  /**
   * Hidden: the worker seals and sends now. Left (pagehide): the worker may be ended with the page
   * before it does, so the main thread sends what is unsent itself; either way the offline buffer
   * keeps it all for the next page of the session.
   */
  #pageHidden(how: PageHidden): void {
    if (this.state === TrackerState.Active) {
      if (how) {
        this.#offline.replace(this.#exit.leave(this.fetchFn), this.#owner());
        // The worker seals the same batch (same bytes and number). Kept in the back-forward cache, it lives on and
        // sends it too (the ingest stores it once); unloaded for good, it is told the page sent it, and does not.
        this.#flushWorker(how === 1 && this.#exit.sentOpen);
      } else {
        // At once, not a task later: a hidden page's timers may wait a second, and a page hidden is often ended
        // without a pagehide. (A page being left gets its pagehide first, then is hidden.)
        this.#flushWorker();
      }
    }
    this.#offline.persist();
  }

  #owner() {
    return this.#sessionID ? { session: this.#sessionID, token: this.#sessionToken } : null;
  }

  /** Messages of the session itself (identity, queued events) go as a chunk of their own. */
  #post(messages: Message[]): void {
    const writer = new MessageChunkWriter();
    for (const m of messages) writer.push(m);
    const chunk = writer.take(this.now());
    if (chunk) this.#postChunk(chunk);
  }

  #fromWorker(message: FromWorker): void {
    switch (message?.type) {
      case 'restart':
        void this.renewToken();
        return;
      case 'failure':
        if (this.state === TrackerState.Starting) return; // the start itself reports the missing worker
        this.#say(`Session recording stopped: ${message.reason}`);
        this.stop();
        return;
      case 'struggling':
        // The recording goes on and the worker keeps trying: the log says that, not that it stopped.
        this.#say(`Session recording: ${message.reason}; still trying while the page is open`);
        return;
      case 'unsent':
        this.#exit.unsent = message.batches;
        this.#offline.replace(message.batches, this.#owner());
        return;
      case 'idle':
        this.#exit.unsent = [];
        this.#offline.clear();
        return;
      case 'sealed':
        this.#exit.sealed(message);
        return;
    }
  }

  /**
   * 401 from the ingest: a new token, handed to the worker. The expired token goes with the request so the
   * ingest can continue the same session; when it opens a new one, the recording starts over with a
   * fresh snapshot, so the new session can be replayed on its own.
   */
  /**
   * POST {ingest}/v1/web/start for this visitor, on a first start and when the worker asks for a new token;
   * retried with backoff when the ingest is down or silent, the page being recorded meanwhile.
   */
  requestStart(bufferDiff: (now: number) => number, condition: string | null, stillWanted: () => void, doNotRecord = false, assistOnly = false) {
    return requestStartRetrying(
      this.options.ingestPoint,
      () => {
        const now = Date.now();
        return startBody({
          userUUID: this.store.userUUID(),
          projectKey: this.options.projectKey,
          revID: this.options.revID,
          isSnippet: this.options.isSnippet,
          timestamp: now,
          bufferDiff: bufferDiff(now),
          userID: this.userID,
          token: this.store.token(),
          condition,
          doNotRecord,
          assistOnly,
        });
      },
      this.fetchFn,
      { onRetry: () => this.#recordMeanwhile(), stillWanted },
    );
  }

  /**
   * A start that has to wait for the ingest records into the cold-start buffers, so nothing of the page is lost;
   * they swap as a cold start's do, each with a fresh snapshot.
   */
  #recordMeanwhile(): void {
    if (this.state === TrackerState.Starting && !this.#cold) this.#recordCold();
  }

  async renewToken(): Promise<void> {
    if (this.state !== TrackerState.Active) return;
    const attempt = this.attempt;
    try {
      const reply = await this.requestStart(() => 0, null, () => {
        if (attempt !== this.attempt) throw new StartFailure(UNKNOWN_START_ERROR);
      });
      if (attempt !== this.attempt) return;
      this.#took(reply);
      this.#sessionToken = reply.token;
      this.#exit.setToken(reply.token);
      this.#link.post({ type: 'token', token: reply.token });
      this.reply = reply;
      this.onStarted?.(reply);
      if (reply.sessionID !== this.#sessionID) {
        this.#sessionID = reply.sessionID;
        this.#recorder.stop();
        this.#recorder.start();
        this.#post(this.#identity());
      }
    } catch (error) {
      if (attempt !== this.attempt) return;
      const failure = error instanceof StartFailure ? error : new StartFailure(UNKNOWN_START_ERROR, true);
      if (failure.retryable) {
        // The worker holds the batches meanwhile (within its cap); the recording goes on.
        this.#say(`Session recording: cannot renew the session token (${failure.message}); trying again`);
        this.#renewTimer = setTimeout(() => {
          this.#renewTimer = undefined;
          void this.renewToken();
        }, RENEW_RETRY_MS);
        return;
      }
      this.warnOnce(failure.message);
      this.stop();
      this.store.reset();
    }
  }

  /**
   * The 30000 ms swap: what is pending goes to the older buffer, the other one restarts empty and the
   * recorder takes a fresh snapshot into it, so whichever buffer is sent can be replayed on its own.
   */
  #swapColdBuffers(): void {
    if (!this.#cold) return;
    this.#recorder.commitNow();
    this.#cold.swap(Date.now());
    this.#recorder.stop();
    this.#recorder.start();
  }

  #stopSwapping(): void {
    clearInterval(this.#swapTimer);
    this.#swapTimer = undefined;
  }

  /** One console line per kind of trouble while recording (not a start failure). */
  #said = new Set<string>();
  #say(text: string): void {
    if (this.#said.has(text) || !this.options.warnOnFailure) return;
    this.#said.add(text);
    console.warn(text);
  }

  /** The one console line (and debug report) of a start that failed. */
  warnOnce(reason: string): void {
    if (this.#warned || !this.options.warnOnFailure) return;
    this.#warned = true;
    this.tell('warnings', `Session recording not started: ${reason}`, 'start', reason);
  }

  /** A line of the agent's own at the site's level, and the debug report of its failure when the site asked for one. */
  tell(kind: 'warnings' | 'errors', line: string, context: string, reason: string): void {
    const plain = () => (kind === 'errors' ? console.error(line) : console.warn(line));
    if (!this.log) return plain();
    void this.log.then((log) => {
      if (!log) return plain();
      log.print(kind, line);
      log.report(context, reason);
    });
  }
}
