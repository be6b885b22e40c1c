// What every part of the DOM recorder shares: the registry, the outgoing messages, the options.
import { MessageChunkWriter } from '../transport/message-chunk';
import type { ResolvedOptions } from '../options';
import { NodeRegistry } from './node-registry';

export interface RecordingContext {
  registry: NodeRegistry;
  /** Messages recorded since the last post, in order. */
  out: MessageChunkWriter;
  options: ResolvedOptions;
  /** The base URL relative attributes and stylesheets are resolved against (refreshed per slice). */
  baseURL: string;
  /** Strings already announced with StringDictGlobal, and their keys. */
  dict: Map<string, number>;
  nextDictKey: number;
  /** Called for each document or shadow root that starts being recorded (observer and listeners). */
  watchRoot(root: Document | ShadowRoot): void;
  /** Something was recorded outside the DOM (a click, a key, a scroll): commit it at the next tick. */
  schedule(): void;
}

export function createContext(
  options: ResolvedOptions,
  watchRoot: (root: Document | ShadowRoot) => void,
  schedule: () => void,
): RecordingContext {
  return { registry: new NodeRegistry(), out: new MessageChunkWriter(), options, baseURL: '', dict: new Map(), nextDictKey: 1, watchRoot, schedule };
}
