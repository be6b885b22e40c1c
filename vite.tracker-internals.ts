import type { Plugin } from 'vite';
import { minifySync, parseSync } from 'rolldown/utils';

// The agent's standalone build renames the members its own classes share with each other (the minifier
// renames `#private` members and local names, never a property). Only the names listed here are renamed,
// each to the same short name in every chunk and in the worker, so the main thread, its lazy chunks and
// the worker still agree. A name is listed only when nothing outside the agent reads it: not the DOM, not
// a page's options, not JSON to or from the ingest, not storage, not a message to another frame or to the
// worker; test/tracker/internal-names.test.ts checks with the type checker that every use of a listed name
// is of a member the agent declares, and that none is ever spelled as a string.
export const INTERNAL_NAMES = [
  // the node registry and the recording context
  'registry', 'idOf', 'ids', 'nodes', 'parents', 'unbind', 'unbindId', 'unbindTree', 'attached',
  'ctx', 'out', 'dict', 'nextDictKey', 'rawBaseURL', 'watchRoot',
  // the message chunk writer
  'm1', 'm3', 'm1s', 'm1ss',
  // the subtree and mutation writers
  'pushChildren', 'writeElementBody', 'writeFrameDocument', 'writeInitial', 'indexes',
  'targets', 'names', 'stamp', 'seenStamp', 'seenName', 'readStamp', 'readName',
  'nextTargets', 'nextNames', 'nextRemoved', 'nextTouched', 'collect', 'collected', 'runChanges',
  'repeatName', 'repeatValue', 'nameKey', 'valueKey',
  // the recorder and the session
  'tick', 'sweep', 'removeAll', 'commitNow', 'onRecording', 'onStarted', 'renewToken', 'retryable', 'stillWanted',
  'takeLarger', 'peekDiff', 'pageNumber', 'tabIdTaken', 'newTabId', 'saveToken', 'saveUserUUID',
  'options', 'store', 'local', 'fetchFn', 'reply', 'started', 'schedule', 'commit', 'persist', 'keep', 'leave', 'setToken',
  'create', 'running', 'release', 'post', 'listen', 'print', 'report', 'tell',
  'watch', 'attempt', 'ensureStill', 'requestStart', 'warnOnce', 'onRetry', 'deliver',
  // the worker: its batch writer, byte writer and sender
  'sender', 'unacknowledged', 'onQueueChange', 'onUnauthorised', 'onFailure', 'onStruggling', 'whenSettled', 'isHeld', 'isClosed',
  'attemptGap', 'attempts', 'firstBatchNum', 'firstIndex', 'onBatch', 'writeMessage', 'isEmpty', 'setSizeLimit', 'nextBatchNum',
  'restartAfterHidden', 'flushInterval', 'onStateChange', 'beaconSize', 'unsentCap', 'size24At', 'uint', 'ensure',
] as const;

/** `$` and one character: no name the agent or the platform uses has that form (the build checks it). */
const SHORT = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
const shortName = (i: number) => (i < SHORT.length ? `$${SHORT[i]}` : `$${SHORT[Math.floor(i / SHORT.length) - 1]}${SHORT[i % SHORT.length]}`);
const cache: Record<string, string> = Object.fromEntries(INTERNAL_NAMES.map((name, i) => [name, shortName(i)]));
const shortNames = new Set(Object.values(cache));
const include = new RegExp(`^(?:${INTERNAL_NAMES.join('|')})$`);

/** Every member name a chunk spells out (property reads and writes, object keys, class members). */
function propertyNames(code: string): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const n = node as { type?: string; computed?: boolean; property?: { type: string; name: string }; key?: { type: string; name: string } };
    if (n.type === 'MemberExpression' && !n.computed && n.property?.type === 'Identifier') names.push(n.property.name);
    if ((n.type === 'Property' || n.type === 'MethodDefinition' || n.type === 'PropertyDefinition') && !n.computed && n.key?.type === 'Identifier') names.push(n.key.name);
    for (const [k, v] of Object.entries(n)) if (k !== 'parent') visit(v);
  };
  visit(parseSync('chunk.js', code).program);
  return names;
}

export function renameInternals(): Plugin {
  return {
    name: 'rename-agent-internals',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const taken = propertyNames(chunk.code).find((name) => shortNames.has(name));
        if (taken) throw new Error(`${chunk.fileName}: '${taken}' is already a member's name; the agent's short member names would clash`);
        const result = minifySync(chunk.fileName, chunk.code, {
          compress: false,
          mangle: false,
          mangleProps: { include, cache },
          codegen: { legalComments: 'inline' },
        });
        if (result.errors.length) throw new Error(`${chunk.fileName}: ${result.errors.map((e) => e.message).join('; ')}`);
        chunk.code = result.code;
      }
    },
  };
}
