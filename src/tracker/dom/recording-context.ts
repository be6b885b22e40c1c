// What every part of the DOM recorder shares: the registry, the outgoing messages, the options.
import { MessageChunkWriter } from '../transport/message-chunk';
import type { ResolvedOptions } from '../options';
import { NodeRegistry } from './node-registry';
import { sanitiseUrl } from '../../domain/recording/url-privacy';

export interface RecordingContext {
  registry: NodeRegistry;
  /** Messages recorded since the last post, in order. */
  out: MessageChunkWriter;
  options: ResolvedOptions;
  /** The base URL relative attributes and stylesheets are resolved against (refreshed per slice), sanitised. */
  baseURL: string;
  /** The page's own base URL the sanitised one was made from. */
  rawBaseURL?: string;
  /** Strings already announced with StringDictGlobal, and their keys. */
  dict: Map<string, number>;
  nextDictKey: number;
  /** Called for each document or shadow root that starts being recorded (observer and listeners). */
  watchRoot(root: Document | ShadowRoot): void;
  /** Something was recorded outside the DOM (a click, a key, a scroll): commit it at the next tick. */
  schedule(): void;
  /** A recorded element whose look lies outside the page (a linked stylesheet, a `blob:` image): the fidelity capture keeps it. */
  use(el: Element): void;
}

/** Reads the page's base URL; it rides on every URL-based attribute, so its tokens are masked once here. */
export function refreshBaseURL(ctx: RecordingContext, baseURI: string): void {
  if (ctx.rawBaseURL === baseURI) return;
  ctx.rawBaseURL = baseURI;
  ctx.baseURL = sanitiseUrl(baseURI);
}

export function createContext(
  options: ResolvedOptions,
  watchRoot: (root: Document | ShadowRoot) => void,
  schedule: () => void,
  use: (el: Element) => void,
): RecordingContext {
  return { registry: new NodeRegistry(), out: new MessageChunkWriter(), options, baseURL: '', dict: new Map(), nextDictKey: 1, watchRoot, schedule, use };
}
