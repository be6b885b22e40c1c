// The session index on disk: what the replay list needs of every session (its start, summary,
// notes, file size and last activity), written whole at checkpoints and at shutdown. At start the
// store trusts an entry only while its file still has the size written here; any other file is read.
import type { SessionSummary, StartedSession } from './session-summary';

export interface IndexedSession {
  started: StartedSession;
  /** Bytes of the session file when the entry was written. */
  size: number;
  lastActivity: number;
  summary: SessionSummary;
  notes: Record<string, unknown>[];
  /** What the list's search looks in (lower-cased addresses, custom event names, click labels); absent in older indexes. */
  searchable?: string[];
}

const VERSION = 1;

export function encodeSessionIndex(sessions: IndexedSession[]): Uint8Array {
  // One line per session keeps a single huge string out of memory while it is joined and parsed.
  const lines = [JSON.stringify({ version: VERSION, sessions: sessions.length })];
  for (const s of sessions) lines.push(JSON.stringify(s));
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

const isEntry = (v: unknown): v is IndexedSession => {
  const e = v as IndexedSession;
  return !!e && typeof e === 'object' && typeof e.size === 'number' && typeof e.lastActivity === 'number'
    && typeof e.started?.sessionID === 'string' && typeof e.summary?.sessionID === 'string' && Array.isArray(e.notes);
};

/** The entries of an index; an unreadable index or line is skipped (its sessions are then read from their files). */
export function decodeSessionIndex(bytes: Uint8Array, log: (line: string) => void = () => {}): IndexedSession[] {
  const lines = new TextDecoder().decode(bytes).split('\n');
  try {
    if (JSON.parse(lines[0]).version !== VERSION) return [];
  } catch {
    log('[ingest] the session index is unreadable; every session file is read');
    return [];
  }
  const out: IndexedSession[] = [];
  for (const line of lines.slice(1)) {
    if (!line) continue;
    try {
      const entry: unknown = JSON.parse(line);
      if (isEntry(entry)) out.push(entry);
    } catch {
      // a damaged line costs only a read of that session's file
    }
  }
  return out;
}
