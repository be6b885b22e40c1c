// The recorded sessions: an index in memory over one append-only file per session, kept on disk
// as well (session-index.ts) so a restart reads only the files written since the last checkpoint.
// Each session's writes run one after another, so a batch's identity check and its append
// cannot interleave with a resend of the same batch, and the size cap is exact.
import { decodeBatch } from '../../protocol/decoder';
import type { Message } from '../../protocol/messages';
import { encodeRecord, RecordKind, scanRecords, type LogRecord } from './record-log';
import type { SessionFiles, StoredUpload } from './session-files';
import { decodeSessionIndex, encodeSessionIndex, type IndexedSession } from './session-index';
import { addBatchToSummary, newSummaryState, summaryMatches, summaryOf, type SessionSummary, type StartedSession, type SummaryState } from './session-summary';

export type AppendOutcome = 'stored' | 'duplicate' | 'session-full';

interface SessionEntry {
  started: StartedSession;
  /** The summary as batches arrive; null for a session known from the index and not read in this run. */
  live: SummaryState | null;
  /** The summary the index kept, shown until the session is read again. */
  stored: SessionSummary | null;
  /** The search texts the index kept with it (see SummaryState.searchable). */
  storedSearchable?: Set<string>;
  /** Bytes of the session file (all whole records). */
  size: number;
  /** `${pageNo}_${batchNum}` of every batch stored; null until the file is read in this run. */
  batchKeys: Set<string> | null;
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
  /** Matches a session whose user id contains any of these (any case). */
  userIDs?: readonly string[];
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

/** How often the index is written while sessions change (and always at close). */
export const INDEX_CHECKPOINT_MS = 30_000;

const videoBytes = (note: Record<string, unknown>): number => (note.type === 'uxt-video' && typeof note.bytes === 'number' ? note.bytes : 0);

export class SessionStore {
  private readonly sessions = new Map<string, SessionEntry>();
  /** Usability-test video bytes kept per project, and bytes of uploads still arriving. */
  private readonly uploads = new Map<number, { kept: number; arriving: number }>();
  private dirty = false;
  private checkpointing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly files: SessionFiles,
    private readonly maxSessionBytes: number,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /**
   * Takes the sessions the index holds as they were at its checkpoint, and reads only the files whose size
   * differs from it (written since, or torn by a crash: the torn tail is cut off).
   */
  async load(): Promise<{ fromIndex: number; read: number }> {
    const indexed = new Map<string, IndexedSession>();
    const saved = await this.files.readIndex();
    if (saved) for (const s of decodeSessionIndex(saved, this.log)) indexed.set(s.started.sessionID, s);
    let fromIndex = 0;
    let read = 0;
    for (const [id, size] of await this.files.sizes()) {
      const known = indexed.get(id);
      if (known && known.size === size) {
        this.sessions.set(id, {
          started: known.started, live: null, stored: known.summary, size, batchKeys: null, lastActivity: known.lastActivity,
          queue: Promise.resolve(), notes: known.notes, storedSearchable: new Set(known.searchable ?? []),
        });
        fromIndex++;
      } else {
        const entry = await this.readSession(id, size);
        if (entry) this.sessions.set(id, entry);
        read++;
        this.dirty = true;
      }
    }
    for (const entry of this.sessions.values()) for (const note of entry.notes) this.countUpload(entry.started.projectID, videoBytes(note));
    this.timer = setInterval(() => void this.checkpoint(), INDEX_CHECKPOINT_MS);
    this.timer.unref?.();
    return { fromIndex, read };
  }

  /** Reads one session file in chunks: its start, summary, batch identities and notes. */
  private async readSession(id: string, size: number): Promise<SessionEntry | null> {
    let entry: SessionEntry | null = null;
    let damaged = false;
    const validLength = await scanRecords(this.files.readChunks(id), ({ record }) => {
      if (!entry) {
        if (record.kind !== RecordKind.Session) damaged = true;
        else entry = this.newEntry(record.value as unknown as StartedSession, 0);
        return;
      }
      if (!damaged) this.replayRecord(entry, record);
    });
    if (!entry || damaged) {
      this.log(`[ingest] session file ${id} has no readable start; left aside`);
      return null;
    }
    if (validLength < size) {
      this.log(`[ingest] session ${id}: cut ${size - validLength} byte(s) of an unfinished write`);
      await this.files.truncate(id, validLength);
    }
    (entry as SessionEntry).size = validLength;
    return entry;
  }

  private newEntry(started: StartedSession, size: number): SessionEntry {
    return {
      started, live: newSummaryState(started), stored: null, size, batchKeys: new Set(), lastActivity: started.startTimestamp,
      queue: Promise.resolve(), notes: [],
    };
  }

  private replayRecord(entry: SessionEntry, record: LogRecord): void {
    if (record.kind === RecordKind.Batch) {
      entry.batchKeys?.add(`${record.pageNo}_${record.batchNum}`);
      try {
        if (entry.live) addBatchToSummary(entry.live, decodeBatch(record.bytes), record.bytes.length);
      } catch {
        // stored batches were decoded before storing; a reader of an older format still keeps the rest
      }
    } else if (record.kind === RecordKind.Note) {
      entry.notes.push(record.value);
      if (typeof record.value.at === 'number') entry.lastActivity = Math.max(entry.lastActivity, record.value.at);
    }
  }

  /** A session known only from the index is read before its next write, for its batch identities. */
  private async hydrate(id: string, entry: SessionEntry): Promise<void> {
    if (entry.live && entry.batchKeys) return;
    const read = await this.readSession(id, entry.size);
    if (!read) throw new Error(`Session ${id} cannot be read`);
    Object.assign(entry, { live: read.live, stored: null, batchKeys: read.batchKeys, notes: read.notes, size: read.size });
  }

  has(sessionID: string): boolean {
    return this.sessions.has(sessionID);
  }

  started(sessionID: string): StartedSession | undefined {
    return this.sessions.get(sessionID)?.started;
  }

  lastActivity(sessionID: string): number | undefined {
    return this.sessions.get(sessionID)?.lastActivity;
  }

  /** Number of sessions kept. */
  count(): number {
    return this.sessions.size;
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
        this.dirty = true;
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
      await this.hydrate(sessionID, entry);
      const key = `${batch.pageNo}_${batch.batchNum}`;
      if (entry.batchKeys!.has(key)) return 'duplicate';
      const record = encodeRecord({ kind: RecordKind.Batch, ...batch });
      if (entry.size + record.length > this.maxSessionBytes) return 'session-full';
      await this.files.append(sessionID, record, entry.size);
      entry.size += record.length;
      entry.batchKeys!.add(key);
      entry.lastActivity = at;
      addBatchToSummary(entry.live!, messages, batch.bytes.length);
      this.dirty = true;
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
      this.dirty = true;
      return 'stored';
    });
  }

  /** Keeps an uploaded file (canvas snapshot) beside the session. */
  writeUpload(sessionID: string, name: string, bytes: Uint8Array): Promise<void> {
    this.entry(sessionID);
    return this.files.writeUpload(sessionID, name, bytes);
  }

  /** An uploaded file of a known session, or null. */
  async readUpload(sessionID: string, name: string): Promise<Uint8Array | null> {
    if (!this.sessions.has(sessionID)) return null;
    return this.files.readUpload(sessionID, name);
  }

  /** An upload of a known session to be read in parts as it is sent, or null. */
  async openUpload(sessionID: string, name: string): Promise<StoredUpload | null> {
    if (!this.sessions.has(sessionID)) return null;
    return this.files.openUpload(sessionID, name);
  }

  /** Video bytes the session's project may still take under `quota` (uploads under way count as taken). */
  uploadRoom(sessionID: string, quota: number): number {
    const used = this.uploads.get(this.entry(sessionID).started.projectID);
    return Math.max(0, quota - (used ? used.kept + used.arriving : 0));
  }

  /**
   * Streams a usability-test video to disk, refused (UploadTooLarge) once it passes `maxBytes`; the bytes
   * are counted against the project while they arrive, so two uploads at once cannot both take the room left.
   */
  async writeUploadStream(sessionID: string, name: string, chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number> {
    const projectID = this.entry(sessionID).started.projectID;
    const used = this.uploads.get(projectID) ?? { kept: 0, arriving: 0 };
    this.uploads.set(projectID, used);
    used.arriving += maxBytes;
    try {
      return await this.files.writeUploadStream(sessionID, name, chunks, maxBytes);
    } finally {
      used.arriving -= maxBytes;
    }
  }

  private countUpload(projectID: number, bytes: number): void {
    if (!bytes) return;
    const used = this.uploads.get(projectID) ?? { kept: 0, arriving: 0 };
    used.kept += bytes;
    this.uploads.set(projectID, used);
  }

  /** Records a stored upload in the session and against its project's quota. */
  async noteUpload(sessionID: string, note: Record<string, unknown> & { at: number; bytes: number }): Promise<void> {
    this.countUpload(this.entry(sessionID).started.projectID, note.bytes);
    await this.addNote(sessionID, note);
  }

  summary(sessionID: string): SessionSummary | undefined {
    const entry = this.sessions.get(sessionID);
    return entry && this.summaryOfEntry(entry);
  }

  private summaryOfEntry(entry: SessionEntry): SessionSummary {
    return entry.live ? summaryOf(entry.live) : entry.stored!;
  }

  notes(sessionID: string): Record<string, unknown>[] {
    return [...(this.sessions.get(sessionID)?.notes ?? [])];
  }

  /** Newest first, filtered; sessions the agent was told not to record are left out. */
  list(query: SessionQuery): { sessions: SessionSummary[]; total: number } {
    const matching: SessionSummary[] = [];
    for (const entry of this.sessions.values()) {
      const s = entry.started;
      if (s.doNotRecord) continue;
      if (query.projectID !== undefined && s.projectID !== query.projectID) continue;
      if (query.projectIDs && !query.projectIDs.includes(s.projectID)) continue;
      if (query.from !== undefined && s.startTimestamp < query.from) continue;
      if (query.to !== undefined && s.startTimestamp >= query.to) continue;
      const summary = this.summaryOfEntry(entry);
      if (query.recordedOnly && summary.batches === 0) continue;
      const userID = (summary.userID ?? '').toLowerCase();
      if (query.userID && !userID.includes(query.userID.toLowerCase())) continue;
      if (query.userIDs?.length && !query.userIDs.some((id) => userID.includes(id.toLowerCase()))) continue;
      // A session known only from the index (not read since the restart) is searched in the texts the index kept.
      if (query.search && !summaryMatches(entry.live ?? { location: summary.location, searchable: entry.storedSearchable ?? new Set() }, query.search)) continue;
      matching.push(summary);
    }
    matching.sort((a, b) => b.startTimestamp - a.startTimestamp || (a.sessionID < b.sessionID ? 1 : -1));
    return { sessions: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
  }

  /** Where each batch lies in the session file, in recording order, read after the writes already queued. */
  private placeBatches(sessionID: string): Promise<{ pageNo: number; batchNum: number; offset: number; length: number }[]> {
    const entry = this.entry(sessionID);
    return this.enqueue(entry, async () => {
      const found: { pageNo: number; batchNum: number; offset: number; length: number }[] = [];
      const end = entry.size;
      await scanRecords(this.files.readChunks(sessionID), ({ offset, length, record }) => {
        // The batch's bytes follow the record header (8), its kind (1), page and batch numbers (4 + 4).
        if (record.kind === RecordKind.Batch && offset + length <= end) {
          found.push({ pageNo: record.pageNo, batchNum: record.batchNum, offset: offset + 17, length: length - 17 });
        }
      });
      return found.sort((a, b) => a.pageNo - b.pageNo || a.batchNum - b.batchNum);
    });
  }

  /**
   * The session's batches in recording order (page, then batch number), each as u32 LE length then its
   * bytes, read from disk one batch at a time: only where each batch lies is held, never the session.
   */
  async *batchStream(sessionID: string, from = 0): AsyncGenerator<Uint8Array> {
    // `from` skips the batches a player already has: it goes on after a broken read.
    for (const place of (await this.placeBatches(sessionID)).slice(from)) {
      const bytes = await this.files.readAt(sessionID, place.offset, place.length);
      const framed = new Uint8Array(4 + bytes.length);
      new DataView(framed.buffer).setUint32(0, bytes.length, true);
      framed.set(bytes, 4);
      yield framed;
    }
  }

  /** The session's batches in recording order, whole (tests and small sessions). */
  async batches(sessionID: string): Promise<StoredBatch[]> {
    const out: StoredBatch[] = [];
    for (const place of await this.placeBatches(sessionID)) {
      out.push({ pageNo: place.pageNo, batchNum: place.batchNum, bytes: await this.files.readAt(sessionID, place.offset, place.length) });
    }
    return out;
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
    return [...this.sessions].filter(([, e]) => e.started.startTimestamp < time).map(([id]) => id);
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

  /** Writes the index when sessions changed since the last one. */
  checkpoint(): Promise<void> {
    this.checkpointing = this.checkpointing.then(async () => {
      if (!this.dirty) return;
      this.dirty = false;
      const sessions: IndexedSession[] = [];
      for (const entry of this.sessions.values()) {
        const searchable = [...(entry.live?.searchable ?? entry.storedSearchable ?? [])];
        sessions.push({ started: entry.started, size: entry.size, lastActivity: entry.lastActivity, summary: this.summaryOfEntry(entry), notes: entry.notes, searchable });
      }
      try {
        await this.files.writeIndex(encodeSessionIndex(sessions));
      } catch (error) {
        this.dirty = true;
        this.log(`[ingest] could not write the session index: ${String(error)}`);
      }
    });
    return this.checkpointing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all([...this.sessions.values()].map((e) => e.queue));
    await this.checkpoint();
    await this.files.close();
  }
}
