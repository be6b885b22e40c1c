// The worker's behaviour, apart from the Web Worker globals: takes the main thread's messages,
// cuts them into batches, hands batches to the sender and tells the main thread what it must
// keep (unsent batches), do (restart) or give up on (failure).
import { BatchWriter, type SealedBatch } from '../../protocol/batch-writer';
import { BEACON_SIZE, DEFAULT_BEACON_SIZE_LIMIT, DEFAULT_COMPRESSION_THRESHOLD } from '../../protocol/wire-format';
import type { Message, MessageType } from '../../protocol/messages';

/** As a literal (checked by its type), so the worker's build needs no copy of the message names. */
const SET_PAGE_VISIBILITY: typeof MessageType.SetPageVisibility = 55;
import { readChunk } from './message-chunk-reader';
import { BatchSender, type FetchLike } from './batch-sender';
import { FLUSH_INTERVAL, RESTART_AFTER_HIDDEN, positiveOr } from './send-policy';
import type { EncodedBatch, FromWorker, OpenBatch, ToWorker } from './worker-messages';
import { WorkerStatus, type WorkerState } from './worker-state';

export interface RecordingWorkerOptions {
  post: (message: FromWorker) => void;
  fetch: FetchLike;
  warn?: (text: string) => void;
  gzip?: (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;
  /** Transport tuning for tests; the defaults are the specification's. */
  attempts?: number;
  attemptGap?: number;
  flushInterval?: number;
  restartAfterHidden?: number;
  beaconSize?: number;
  onStateChange?: (state: WorkerState) => void;
}

type StartMessage = Extract<ToWorker, { type: 'start' }>;

const identity = (b: EncodedBatch) => `${b.session ?? ''}:${b.pageNo}_${b.batchNum}`;

export class RecordingWorker {
  readonly status: WorkerStatus;
  #writer: BatchWriter | null = null;
  private sender: BatchSender | null = null;
  #flushTimer: ReturnType<typeof setInterval> | undefined;
  #hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  /** A restart was asked for and not yet answered: ask once. */
  #restartAsked = false;
  /**
   * The main thread numbers what it posts and decides when batches are sealed (beside the size cuts),
   * so it can encode the open batch itself at page exit; the worker then has no seal timer of its own.
   */
  #mainDriven = false;
  /** Sequence number of the next chunk or flush expected. */
  #nextSeq = 0;
  #sealed = false;
  /** The flush being done seals a batch the page sent itself as it was unloaded (see ToWorker 'flush'). */
  #sentByPage: boolean | undefined;

  constructor(private readonly options: RecordingWorkerOptions) {
    this.status = new WorkerStatus(options.onStateChange);
  }

  handle(message: ToWorker): void {
    switch (message.type) {
      case 'start':
        return this.#start(message);
      case 'messages':
        return this.#record(message.messages);
      case 'chunk':
        return this.#record(readChunk(message), message.seq);
      case 'flush':
        this.#sealed = false;
        this.#sentByPage = message.sent;
        this.#writer?.flush();
        this.#sentByPage = undefined;
        if (typeof message.seq === 'number') {
          this.#nextSeq = message.seq + 1;
          this.#reportOpen(this.#nextSeq, 0, false);
        }
        return;
      case 'token':
        this.#restartAsked = false;
        this.sender?.setToken(message.token);
        return;
      case 'stop':
        return this.#stop();
    }
  }

  #start(start: StartMessage): void {
    // A session still sending (a restart, or a start soon after a stop) hands over what it holds.
    this.#writer?.flush();
    const carried = this.sender?.unacknowledged ?? [];
    this.sender?.close();
    this.#clearTimers();
    if (!this.status.to('Starting')) return;
    this.#restartAsked = false;
    const unsent = mergeUnsent(start.unsent ?? [], carried);
    const sender = new BatchSender({
      ingestPoint: start.ingestPoint,
      token: start.token,
      compressionThreshold: positiveOr(start.compressionThreshold, DEFAULT_COMPRESSION_THRESHOLD),
      fetch: this.options.fetch,
      gzip: this.options.gzip,
      attempts: this.options.attempts,
      attemptGap: this.options.attemptGap,
      onUnauthorised: () => this.#askRestart(),
      onFailure: (reason) => this.#fail(sender, reason),
      onStruggling: (reason) => this.options.post({ type: 'struggling', reason }),
      onQueueChange: (batches) => this.options.post(batches.length ? { type: 'unsent', batches } : { type: 'idle' }),
    });
    this.sender = sender;
    // Batch numbers of this page continue after the ones already taken, so no identity repeats.
    const taken = unsent.filter((b) => b.pageNo === start.pageNo && b.token === undefined).map((b) => b.batchNum);
    this.#writer = new BatchWriter({
      pageNo: start.pageNo,
      tabId: start.tabId,
      timestamp: start.timestamp,
      url: start.url,
      firstBatchNum: taken.length ? Math.max(...taken) + 1 : 1,
      beaconSize: this.options.beaconSize ?? BEACON_SIZE,
      sizeLimit: positiveOr(start.beaconSizeLimit, DEFAULT_BEACON_SIZE_LIMIT),
      onBatch: (batch: SealedBatch) => {
        this.#sealed = true;
        if (!this.#sentByPage) sender.push(batch);
      },
      warn: this.options.warn,
    });
    sender.push(...unsent);
    this.#mainDriven = typeof start.seq === 'number';
    if (this.#mainDriven) {
      this.#nextSeq = start.seq!;
      this.#reportOpen(this.#nextSeq, 0, false);
    }
    this.#flushTimer = setInterval(() => {
      if (this.#mainDriven) return;
      this.#writer?.flush();
    }, this.options.flushInterval ?? FLUSH_INTERVAL);
    this.status.to('Active');
  }

  /** Where the open batch begins now (`holdsLast`: the message just written is in it, not sealed). */
  #openAt(seq: number, offset: number, holdsLast: boolean): OpenBatch {
    const at = this.#writer!.position;
    return { seq, offset, ...at, index: holdsLast ? at.index - 1 : at.index };
  }

  #reportOpen(seq: number, offset: number, holdsLast: boolean): void {
    if (!this.#mainDriven || this.#writer === null) return;
    this.options.post({ type: 'sealed', ...this.#openAt(seq, offset, holdsLast) });
  }

  #record(messages: Message[], seq?: number): void {
    const writer = this.#writer;
    if (!this.status.is('Active') || writer === null) {
      // Messages with no session behind them: the tracker must start (again) first.
      if (this.status.is('NotActive')) this.#askRestart();
      return;
    }
    let open: OpenBatch | null = null;
    for (let i = 0; i < messages.length; i++) {
      const message = messages[i];
      if (message[0] === SET_PAGE_VISIBILITY) this.#watchVisibility(message[1]);
      this.#sealed = false;
      writer.writeMessage(message);
      // A size cut: the open batch begins with this message (it did not fit the sealed one) or after it.
      if (this.#sealed && typeof seq === 'number') open = this.#openAt(seq, writer.isEmpty ? i + 1 : i, !writer.isEmpty);
    }
    if (typeof seq !== 'number') return;
    this.#nextSeq = seq + 1;
    if (open && this.#mainDriven) this.options.post({ type: 'sealed', ...open });
  }

  /** A page hidden for 30 minutes asks for a restart; coming back in time cancels it. */
  #watchVisibility(hidden: boolean): void {
    clearTimeout(this.#hiddenTimer);
    this.#hiddenTimer = undefined;
    if (!hidden) return;
    this.#hiddenTimer = setTimeout(() => {
      this.#hiddenTimer = undefined;
      this.#writer?.flush();
      this.#reportOpen(this.#nextSeq, 0, false);
      this.#askRestart();
    }, this.options.restartAfterHidden ?? RESTART_AFTER_HIDDEN);
  }

  #stop(): void {
    if (!this.status.is('Active', 'Starting')) {
      this.status.to('Stopped');
      return;
    }
    this.#writer?.flush();
    this.#writer = null;
    this.#clearTimers();
    this.status.to('Stopping');
    const sender = this.sender;
    if (sender === null) {
      this.status.to('Stopped');
      return;
    }
    // What is already sealed still goes; the worker is stopped once it went or cannot go.
    void sender.whenSettled().then(() => {
      if (this.sender !== sender) return;
      sender.close();
      this.status.to('Stopped');
    });
  }

  #askRestart(): void {
    if (this.#restartAsked) return;
    this.#restartAsked = true;
    this.options.post({ type: 'restart' });
  }

  #fail(sender: BatchSender, reason: string): void {
    if (this.sender !== sender) return;
    this.#writer?.flush();
    this.#writer = null;
    this.#clearTimers();
    this.status.to('Stopped');
    this.options.post({ type: 'failure', reason });
  }

  #clearTimers(): void {
    clearInterval(this.#flushTimer);
    clearTimeout(this.#hiddenTimer);
    this.#flushTimer = undefined;
    this.#hiddenTimer = undefined;
  }
}

/** The main thread's offline buffer first, then anything of the worker's own it lacks; each identity once. */
function mergeUnsent(fromStart: EncodedBatch[], carried: EncodedBatch[]): EncodedBatch[] {
  const seen = new Set<string>();
  const merged: EncodedBatch[] = [];
  for (const batch of [...fromStart, ...carried]) {
    const key = identity(batch);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(batch);
  }
  return merged;
}
