// Cuts the recorded message stream into batches. Every batch opens with BatchMetadata
// (version 1, page number, index of its first message, timestamp, location), Timestamp and
// TabData, so the ingest can place it without the batches before it. A batch is sealed when
// it reaches the beacon buffer's size; one message too big for that gets a batch of its own
// up to the size limit, and one too big even for that is skipped with a warning.
import { ByteWriter } from './byte-writer';
import type { Message, MessageType } from './messages';
import { writeMessage } from './message-writer';
import { BATCH_VERSION, BEACON_SIZE, DEFAULT_BEACON_SIZE_LIMIT, MAX_MESSAGE_SIZE, positiveOr } from './wire-format';

// The message types the batch's framing needs, as literals checked against the table by their types:
// the worker's build then carries no copy of the message names.
const TIMESTAMP: typeof MessageType.Timestamp = 0;
const SET_PAGE_LOCATION: typeof MessageType.SetPageLocation = 122;
const BATCH_METADATA: typeof MessageType.BatchMetadata = 81;
const TAB_DATA: typeof MessageType.TabData = 118;

export { BATCH_VERSION, BEACON_SIZE, DEFAULT_BEACON_SIZE_LIMIT };

export interface SealedBatch {
  pageNo: number;
  batchNum: number;
  bytes: Uint8Array;
}

export interface BatchWriterOptions {
  pageNo: number;
  tabId: string;
  /** Timestamp of the first batch; later ones take the latest Timestamp message. */
  timestamp: number;
  /** Location of the first batch; later ones take the latest SetPageLocation. */
  url: string;
  /** Number of the first batch sealed (default 1). */
  firstBatchNum?: number;
  /** Index (in the page's recording) of the first message written (default 0). */
  firstIndex?: number;
  beaconSize?: number;
  sizeLimit?: number;
  onBatch: (batch: SealedBatch) => void;
  warn?: (text: string) => void;
}

export class BatchWriter {
  readonly #writer: ByteWriter;
  readonly #pageNo: number;
  readonly #tabId: string;
  readonly #beaconSize: number;
  readonly #onBatch: (batch: SealedBatch) => void;
  readonly #warn: (text: string) => void;
  #sizeLimit: number;
  #timestamp: number;
  #url: string;
  #batchNum: number;
  /** Index of the next message in the whole recording of this page. */
  #nextIndex = 0;
  /** Where the header ends (0 before it is written): a batch holding nothing past it is not sent. */
  #headerEnd = 0;

  constructor(options: BatchWriterOptions) {
    this.#pageNo = options.pageNo;
    this.#tabId = options.tabId;
    this.#timestamp = options.timestamp;
    this.#url = options.url;
    this.#batchNum = options.firstBatchNum ?? 1;
    this.#nextIndex = options.firstIndex ?? 0;
    this.#beaconSize = options.beaconSize ?? BEACON_SIZE;
    this.#sizeLimit = positiveOr(options.sizeLimit, DEFAULT_BEACON_SIZE_LIMIT);
    this.#onBatch = options.onBatch;
    this.#warn = options.warn ?? ((text) => console.warn(text));
    this.#writer = new ByteWriter(this.#beaconSize);
  }

  setSizeLimit(limit: number | undefined): void {
    this.#sizeLimit = positiveOr(limit, DEFAULT_BEACON_SIZE_LIMIT);
  }

  get isEmpty(): boolean {
    return this.#writer.offset <= this.#headerEnd;
  }

  /** Number the next sealed batch will carry. */
  get nextBatchNum(): number {
    return this.#batchNum;
  }

  /** What a writer needs to go on exactly where this one is (the main thread re-encodes the tail at page exit). */
  get position(): { batchNum: number; index: number; timestamp: number; url: string } {
    return { batchNum: this.#batchNum, index: this.#nextIndex, timestamp: this.#timestamp, url: this.#url };
  }

  /** True when the message is in a batch; false when it was skipped (with a warning). */
  writeMessage(message: Message): boolean {
    if (message[0] === TIMESTAMP) this.#timestamp = message[1];
    else if (message[0] === SET_PAGE_LOCATION) this.#url = message[1];
    const writer = this.#writer;
    // The header is written with the first message, so it carries the latest timestamp and location.
    if (writer.offset === 0) this.#prepare();
    const start = writer.offset;
    let written: boolean;
    try {
      written = writeMessage(writer, message);
    } catch (error) {
      writer.offset = start;
      this.#warn(`Recording: message skipped: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    if (!written) {
      this.#warn(`Recording: message of type ${message[0]} is over ${MAX_MESSAGE_SIZE} bytes and was skipped`);
      return false;
    }
    const capacity = Math.min(this.#beaconSize, this.#sizeLimit);
    if (writer.offset <= capacity) {
      this.#nextIndex++;
      return true;
    }
    // Too big for this batch: seal what came before and try it alone.
    if (start > this.#headerEnd) {
      const message = writer.copy(start, writer.offset);
      writer.offset = start;
      this.#seal();
      this.#prepare();
      writer.bytes(message);
    }
    if (writer.offset > this.#sizeLimit) {
      writer.offset = this.#headerEnd;
      this.#warn(`Recording: message of type ${message[0]} is over the batch size limit of ${this.#sizeLimit} bytes and was skipped`);
      return false;
    }
    this.#nextIndex++;
    if (writer.offset > capacity) this.#seal();
    return true;
  }

  /** Seals the current batch if it holds any message. */
  flush(): void {
    if (!this.isEmpty) this.#seal();
  }

  #seal(): void {
    const bytes = this.#writer.copy();
    this.#writer.reset();
    this.#headerEnd = 0;
    this.#onBatch({ pageNo: this.#pageNo, batchNum: this.#batchNum++, bytes });
  }

  #prepare(): void {
    const writer = this.#writer;
    writer.reset();
    writeMessage(writer, [BATCH_METADATA, BATCH_VERSION, this.#pageNo, this.#nextIndex, this.#timestamp, this.#url]);
    writeMessage(writer, [TIMESTAMP, this.#timestamp]);
    writeMessage(writer, [TAB_DATA, this.#tabId]);
    this.#headerEnd = writer.offset;
  }
}

