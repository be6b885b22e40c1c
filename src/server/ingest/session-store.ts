// The recorded sessions: an index in memory over one append-only file per session.
// Each session's writes run one after another, so a batch's identity check and its append
// cannot interleave with a resend of the same batch, and the size cap is exact.
import { decodeBatch } from '../../protocol/decoder';
import type { Message } from '../../protocol/messages';
import { encodeRecord, readRecords, RecordKind, type LogRecord } from './record-log';
import type { SessionFiles } from './session-files';
import { addBatchToSummary, newSummaryState, summaryMatches, summaryOf, type SessionSummary, type StartedSession, type SummaryState } from './session-summary';

export type AppendOutcome = 'stored' | 'duplicate' | 'session-full';

interface SessionEntry {
  summary: SummaryState;
  /** Bytes of the session file (all whole records). */
  size: number;
  /** `${pageNo}_${batchNum}` of every batch stored. */
  batchKeys: Set<string>;
  /** Server time of the last write, for continuing a session on a new page. */
  lastActivity: number;
  queue: Promise<unknown>;
  notes: Record<string, unknown>[];
}

export interface StoredBatch {
  pageNo: number;
  batchNum: number;
  bytes: Uint8Array;
}

export interface SessionQuery {
  userID?: string;
  /** Sessions started at or after this time, ms. */
  from?: number;
  /** Sessions started before this time, ms. */
  to?: number;
  projectID?: number;
  /** Only sessions of these projects (the signed-in owner's). */
  projectIDs?: readonly number[];
  /** Leaves out sessions with no recorded batch. */
  recordedOnly?: boolean;
  /** Matches sessions whose page addresses, custom events or click labels contain this text. */
  search?: string;
  offset: number;
  limit: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, SessionEntry>();

  constructor(
    private readonly files: SessionFiles,
    private readonly maxSessionBytes: number,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** Reads every session file, cutting off a tail torn by a crash. */
  async load(): Promise<void> {
    for (const id of await this.files.list()) {
      const bytes = await this.files.read(id);
      const { records, validLength } = readRecords(bytes);
      const first = records[0];
      if (!first || first.kind !== RecordKind.Session) {
        this.log(`[ingest] session file ${id} has no readable start; left aside`);
        continue;
      }
      if (validLength < bytes.length) {
        this.log(`[ingest] session ${id}: cut ${bytes.length - validLength} byte(s) of an unfinished write`);
        await this.files.truncate(id, validLength);
      }
      const entry = this.newEntry(first.value as unknown as StartedSession, validLength);
      for (const record of records.slice(1)) this.replayRecord(entry, record);
      this.sessions.set(id, entry);
    }
  }

  private newEntry(started: StartedSession, size: number): SessionEntry {
    return {
      summary: newSummaryState(started), size, batchKeys: new Set(), lastActivity: started.startTimestamp,
      queue: Promise.resolve(), notes: [],
    };
  }

  private replayRecord(entry: SessionEntry, record: LogRecord): void {
    if (record.kind === RecordKind.Batch) {
      entry.batchKeys.add(`${record.pageNo}_${record.batchNum}`);
      try {
        addBatchToSummary(entry.summary, decodeBatch(record.bytes), record.bytes.length);
      } catch {
        // stored batches were decoded before storing; a reader of an older format still keeps the rest
      }
    } else if (record.kind === RecordKind.Note) {
      entry.notes.push(record.value);
      if (typeof record.value.at === 'number') entry.lastActivity = Math.max(entry.lastActivity, record.value.at);
    }
  }

  has(sessionID: string): boolean {
    return this.sessions.has(sessionID);
  }

  started(sessionID: string): StartedSession | undefined {
    return this.sessions.get(sessionID)?.summary.started;
  }

  lastActivity(sessionID: string): number | undefined {
    return this.sessions.get(sessionID)?.lastActivity;
  }

  async create(started: StartedSession): Promise<void> {
    if (this.sessions.has(started.sessionID)) throw new Error(`Session ${started.sessionID} exists`);
    const record = encodeRecord({ kind: RecordKind.Session, value: { ...started } });
    const entry = this.newEntry(started, 0);
    this.sessions.set(started.sessionID, entry);
    try {
      await this.enqueue(entry, async () => {
        await this.files.append(started.sessionID, record, 0);
        entry.size = record.length;
      });
    } catch (error) {
      this.sessions.delete(started.sessionID);
      throw error;
    }
  }

  /** Stores a decoded batch once per (pageNo, batchNum); a resend is acknowledged without a second copy. */
  appendBatch(sessionID: string, batch: StoredBatch, messages: Message[], at: number): Promise<AppendOutcome> {
    const entry = this.entry(sessionID);
    return this.enqueue(entry, async () => {
      const key = `${batch.pageNo}_${batch.batchNum}`;
      if (entry.batchKeys.has(key)) return 'duplicate';
      const record = encodeRecord({ kind: RecordKind.Batch, ...batch });
      if (entry.size + record.length > this.maxSessionBytes) return 'session-full';
      await this.files.append(sessionID, record, entry.size);
      entry.size += record.length;
      entry.batchKeys.add(key);
      entry.lastActivity = at;
      addBatchToSummary(entry.summary, messages, batch.bytes.length);
      return 'stored';
    });
  }

  /** Keeps a fact about the session (a later start, a usability-test signal, an upload). */
  addNote(sessionID: string, note: Record<string, unknown> & { at: number }): Promise<'stored' | 'session-full'> {
    const entry = this.entry(sessionID);
    return this.enqueue(entry, async () => {
      const record = encodeRecord({ kind: RecordKind.Note, value: note });
      if (entry.size + record.length > this.maxSessionBytes) return 'session-full';
      await this.files.append(sessionID, record, entry.size);
      entry.size += record.length;
      entry.notes.push(note);
      entry.lastActivity = Math.max(entry.lastActivity, note.at);
      return 'stored';
    });
  }

  /** Keeps an uploaded file (canvas snapshot, test video) beside the session. */
  writeUpload(sessionID: string, name: string, bytes: Uint8Array): Promise<void> {
    this.entry(sessionID);
    return this.files.writeUpload(sessionID, name, bytes);
  }

  /** An uploaded file of a known session, or null. */
  async readUpload(sessionID: string, name: string): Promise<Uint8Array | null> {
    if (!this.sessions.has(sessionID)) return null;
    return this.files.readUpload(sessionID, name);
  }

  summary(sessionID: string): SessionSummary | undefined {
    const entry = this.sessions.get(sessionID);
    return entry && summaryOf(entry.summary);
  }

  notes(sessionID: string): Record<string, unknown>[] {
    return [...(this.sessions.get(sessionID)?.notes ?? [])];
  }

  /** Newest first, filtered; sessions the agent was told not to record are left out. */
  list(query: SessionQuery): { sessions: SessionSummary[]; total: number } {
    const matching: SessionSummary[] = [];
    for (const entry of this.sessions.values()) {
      const s = entry.summary.started;
      if (s.doNotRecord) continue;
      if (query.projectID !== undefined && s.projectID !== query.projectID) continue;
      if (query.projectIDs && !query.projectIDs.includes(s.projectID)) continue;
      if (query.recordedOnly && entry.summary.batches === 0) continue;
      if (query.from !== undefined && s.startTimestamp < query.from) continue;
      if (query.to !== undefined && s.startTimestamp >= query.to) continue;
      const summary = summaryOf(entry.summary);
      if (query.userID && !(summary.userID ?? '').toLowerCase().includes(query.userID.toLowerCase())) continue;
      if (query.search && !summaryMatches(entry.summary, query.search)) continue;
      matching.push(summary);
    }
    matching.sort((a, b) => b.startTimestamp - a.startTimestamp || (a.sessionID < b.sessionID ? 1 : -1));
    return { sessions: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
  }

  /** The session's batches in recording order (page, then batch number). */
  async batches(sessionID: string): Promise<StoredBatch[]> {
    const entry = this.entry(sessionID);
    // Read after the writes already queued, so what was acknowledged is there.
    const bytes = await this.enqueue(entry, () => this.files.read(sessionID));
    const batches: StoredBatch[] = [];
    for (const record of readRecords(bytes).records) {
      if (record.kind === RecordKind.Batch) batches.push({ pageNo: record.pageNo, batchNum: record.batchNum, bytes: record.bytes });
    }
    return batches.sort((a, b) => a.pageNo - b.pageNo || a.batchNum - b.batchNum);
  }

  /** Deletes a session and its uploads, after the writes already queued for it. */
  async remove(sessionID: string): Promise<boolean> {
    const entry = this.sessions.get(sessionID);
    if (!entry) return false;
    this.sessions.delete(sessionID);
    await this.enqueue(entry, () => this.files.remove(sessionID));
    return true;
  }

  /** Ids of the sessions started before this time, ms (for the retention setting). */
  startedBefore(time: number): string[] {
    return [...this.sessions].filter(([, e]) => e.summary.started.startTimestamp < time).map(([id]) => id);
  }

  private entry(sessionID: string): SessionEntry {
    const entry = this.sessions.get(sessionID);
    if (!entry) throw new Error(`Unknown session ${sessionID}`);
    return entry;
  }

  private enqueue<T>(entry: SessionEntry, task: () => Promise<T>): Promise<T> {
    const run = entry.queue.then(task, task);
    entry.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    await Promise.all([...this.sessions.values()].map((e) => e.queue));
    await this.files.close();
  }
}
