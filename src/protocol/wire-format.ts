// The recording wire format (batch protocol, version 1): the format's constants, beside its one table of every
// message's field kinds (field-kinds.ts, a module of its own so that a bundle needing only the constants, the
// agent's core, does not carry it). The writer, the worker's chunk reader, the decoder and the tuple types in
// `messages.ts` (checked against that table at compile time) all derive from the two. The ids are constants the
// bundler writes as numbers, so the agent's build carries no table of names.
import * as T from './message-types';

/** Messages written without the 3-byte size: the batch's framing. */
export const UNSIZED_TYPES: readonly number[] = [T.BatchMeta, T.BatchMetadata, T.PartitionedMessage];

/** The only batch version the ingest accepts. */
export const BATCH_VERSION = 1;
/** The 3-byte size caps a message's fields at 2^24-1 bytes. */
export const MAX_MESSAGE_SIZE = 16777215;
/** Bytes a batch grows to in the worker's beacon buffer before it is sealed. */
export const BEACON_SIZE = 200000;
/** Largest batch unless the start reply's beaconSizeLimit sets another. */
export const DEFAULT_BEACON_SIZE_LIMIT = 1000000;
/** Batches above this many bytes are gzipped unless the start reply's compressionThreshold sets another. */
export const DEFAULT_COMPRESSION_THRESHOLD = 24000;
/** Browsers carry a keepalive request body only below 64 KiB. */
export const KEEPALIVE_LIMIT = 65536;

/** A size or threshold a start reply or a caller may or may not give; anything not a positive number keeps the default. */
export function positiveOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && value > 0 && Number.isFinite(value) ? value : fallback;
}
