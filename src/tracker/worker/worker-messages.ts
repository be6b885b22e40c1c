// What the recording agent's main thread and its Web Worker say to each other.
// The main thread observes the page and posts messages of the batch protocol as tuples;
// the worker owns encoding, batching, compression and the ingest transport. A worker
// has no localStorage, so batches it could not deliver come back to the main thread,
// which keeps them in the offline buffer until the next start.
import type { Message } from '../../protocol/messages';
import type { MessageChunk } from '../transport/message-chunk';

/** A batch as it went (or was meant to go) on the wire: its identity is pageNo and batchNum. */
export interface EncodedBatch {
  pageNo: number;
  batchNum: number;
  bytes: Uint8Array;
  /** The token of the session that recorded it, when that is not the session now sending. */
  token?: string;
  /** That session's id (with `token`). */
  session?: string;
}

/**
 * Where the worker's open (unsealed) batch begins in what the main thread posted: items before `seq`,
 * and the first `offset` messages of item `seq`, are in sealed batches; the writer's state there. The
 * main thread keeps the items from that point, so at page exit it can encode the same batches itself.
 */
export interface OpenBatch {
  seq: number;
  offset: number;
  batchNum: number;
  index: number;
  timestamp: number;
  url: string;
}

export type ToWorker =
  /** Begins a recording session after a successful start reply. */
  | {
      type: 'start';
      ingestPoint: string;
      token: string;
      pageNo: number;
      tabId: string;
      /** Bytes a batch may hold before it is sent (start reply's beaconSizeLimit, default 1000000). */
      beaconSizeLimit: number;
      /** Batches above this many bytes are gzipped (start reply's compressionThreshold; the worker's default 24000 without one). */
      compressionThreshold?: number;
      /** Start timestamp the first batch's metadata carries. */
      timestamp: number;
      /** Page URL for BatchMetadata.location. */
      url: string;
      /** Batches from the offline buffer, sent first and with their original identity. */
      unsent: EncodedBatch[];
      /** Sequence number of the first chunk or flush the main thread will post after this start. */
      seq?: number;
    }
  /** Messages recorded since the last post, in order. */
  | { type: 'messages'; messages: Message[] }
  /** The recorder's messages since its last post, as one flat chunk (message-chunk.ts). */
  | ({ type: 'chunk'; seq?: number } & MessageChunk)
  /**
   * Seal what is buffered and send it now (the page is hidden, or the main thread's seal timer). `sent`: the page
   * is being unloaded for good and has sent that batch itself (keepalive): the worker, ended with it, does not.
   */
  | { type: 'flush'; seq?: number; sent?: boolean }
  /** A fresh token after the main thread restarted the session on the worker's request. */
  | { type: 'token'; token: string }
  | { type: 'stop' };

export type FromWorker =
  /** The worker script loaded and runs: posted once, first. A worker blocked by CSP never says it. */
  | { type: 'ready' }
  /** 401 from the ingest, or the worker lost its session: start again for a new token. */
  | { type: 'restart' }
  /** The worker cannot go on (too many unsent bytes); the tracker stops with this reason. */
  | { type: 'failure'; reason: string }
  /** The attempts at a batch ran out ('Failed to send batch after 10 attempts'); the worker keeps trying. */
  | { type: 'struggling'; reason: string }
  /** Batches not yet acknowledged, for the main thread's offline buffer; replaces what it held. */
  | { type: 'unsent'; batches: EncodedBatch[] }
  /** Every batch so far is acknowledged. */
  | { type: 'idle' }
  /** A batch was sealed: where the open batch now begins. */
  | ({ type: 'sealed' } & OpenBatch);
