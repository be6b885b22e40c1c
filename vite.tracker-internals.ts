import type { Plugin } from 'vite';
import { minifySync, parseSync } from 'rolldown/utils';

// The agent's standalone build renames the members its own classes share with each other (the minifier
// renames `#private` members and local names, never a property). Only the names listed here are renamed,
// each to the same short name in every chunk and in the worker, so the main thread, its lazy chunks and
// the worker still agree. A name is listed only when nothing outside the agent reads it: not the DOM, not
// a page's options, not JSON to or from the ingest, not storage, not a message to another frame or to the
// worker; test/tracker/internal-names.test.ts checks with the type checker that every use of a listed name
// is of a member the agent declares, and that none is ever spelled as a string.
// Most used first: the first 128 get names of two characters. Among them: the node registry and recording
// context, the message chunk writer, the subtree and mutation writers, the recorder, the session and its
// storage, the worker's batch writer, byte writer and sender, and the optional modules' hooks.
export const INTERNAL_NAMES = [
  'options', 'out', 'registry', 'idOf', 'hooks', 'schedule', 'ctx', 'watch', 'ids', 'store', 'post', 'commit',
  'attempt', 'parents', 'reply', 'sender', 'nodes', 'started', 'nodeId', 'm3', 'targets', 'seenStamp', 'nextTargets',
  'nextRemoved', 'nextTouched', 'repeatValue', 'ensure', 'dict', 'indexes', 'names', 'seenName', 'readStamp',
  'nextNames', 'repeatName', 'onRecording', 'onStarted', 'persist', 'ensureStill', 'unbindTree', 'attached',
  'readName', 'nameKey', 'valueKey', 'tick', 'local', 'fetchFn', 'warnOnce', 'beaconSize', 'uint', 'watchRoot',
  'stamp', 'renewToken', 'retryable', 'requestStart', 'deliver', 'unacknowledged', 'onQueueChange', 'attemptGap',
  'attempts', 'firstBatchNum', 'onBatch', 'isEmpty', 'nextDictKey', 'm1', 'm1s', 'pushChildren', 'writeElementBody',
  'writeFrameDocument', 'collect', 'collected', 'runChanges', 'commitNow', 'stillWanted', 'newTabId', 'keep',
  'setToken', 'release', 'print', 'report', 'tell', 'given', 'reload', 'onRetry',
  'onUnauthorised', 'onFailure', 'onStruggling', 'firstIndex', 'writeMessage', 'unsentCap', 'unbind', 'unbindId',
  'rawBaseURL', 'm1ss', 'writeInitial', 'sweep', 'removeAll', 'takeLarger', 'peekDiff', 'pageNumber', 'tabIdTaken',
  'saveToken', 'saveUserUUID', 'leave', 'create', 'running', 'listen', 'swap', 'isEnabled', 'whenSettled',
  'restartAfterHidden', 'flushInterval', 'onStateChange', 'size24At', 'alive', 'isHeld', 'isClosed', 'setSizeLimit',
  'nextBatchNum', 'offset', 'obscured', 'compressed', 'chunks', 'write', 'element', 'attach', 'unmasked', 'privacyLevels', 'attributeWriter',
  'sentOpen',
] as const;

/** `$` or `_` and one character: no member the agent or the platform uses has that form (the build checks it). */
const CHARS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
const shortName = (i: number) => (i < 128 ? `${i < 64 ? '$' : '_'}${CHARS[i % 64]}` : `$${CHARS[Math.floor(i / 64) - 2]}${CHARS[i % 64]}`);
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
