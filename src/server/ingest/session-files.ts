// Where recorded sessions and their uploads live: files beside the shop's data (durable,
// fsync before a batch is acknowledged), or memory for tests and a server without a data dir.
// Reads come in chunks and at positions, so neither a restart nor a replay holds a whole session.
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, truncate, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

export interface SessionFiles {
  /** Ids of the sessions stored. */
  list(): Promise<string[]>;
  /** Each stored session's file size, by id (a restart compares them with the index). */
  sizes(): Promise<Map<string, number>>;
  /** The whole file; for tests and small files only — the server reads with readChunks and readAt. */
  read(sessionID: string): Promise<Uint8Array>;
  /** The file from `from` on, in chunks of about a megabyte. */
  readChunks(sessionID: string, from?: number): AsyncIterable<Uint8Array>;
  /** `length` bytes at `position`. */
  readAt(sessionID: string, position: number, length: number): Promise<Uint8Array>;
  /** Cuts a torn tail off after a crash. */
  truncate(sessionID: string, length: number): Promise<void>;
  /** Appends and makes it durable before resolving; on failure nothing of it stays. */
  append(sessionID: string, bytes: Uint8Array, currentLength: number): Promise<void>;
  /** Stores an uploaded file (canvas image) under the session. */
  writeUpload(sessionID: string, name: string, bytes: Uint8Array): Promise<void>;
  /** Deletes the session and its uploads; a session not stored is no error. */
  remove(sessionID: string): Promise<void>;
  /** An uploaded file of the session, or null when there is none by that name. */
  readUpload(sessionID: string, name: string): Promise<Uint8Array | null>;
  /** An uploaded file's size and a reader of its parts, or null when there is none by that name. */
  openUpload(sessionID: string, name: string): Promise<StoredUpload | null>;
  /**
   * Stores an upload as it arrives, refusing it (UploadTooLarge, nothing kept) the moment it passes
   * maxBytes; resolves to its size once durable.
   */
  writeUploadStream(sessionID: string, name: string, chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<number>;
  /** The session index a clean shutdown or the last checkpoint left, or null. */
  readIndex(): Promise<Uint8Array | null>;
  /** Replaces the index whole (a crash leaves the old one or the new one, never half). */
  writeIndex(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** An upload to be sent as it is read (a video, played and seeked by byte ranges), never held whole. */
export interface StoredUpload {
  size: number;
  /** Bytes `start` to `end`, both included, in chunks; nothing is read until the first chunk is asked for. */
  read(start: number, end: number): AsyncIterable<Uint8Array>;
}

export class UploadTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Upload larger than ${limit} bytes`);
  }
}

/** An upload read whole, for stores that keep it as one value (memory, an object store); nothing past maxBytes. */
export async function wholeUpload(chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > maxBytes) throw new UploadTooLarge(maxBytes);
    parts.push(chunk.slice());
  }
  return joinBytes(parts);
}

/** Chunks of bytes as one array, in order. */
export function joinBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let pos = 0;
  for (const chunk of chunks) {
    out.set(chunk, pos);
    pos += chunk.length;
  }
  return out;
}

export const SESSION_FILE_SUFFIX = '.pwrec';
const INDEX_FILE = 'index.json';
/** Handles kept open for sessions written recently; more may be open while their writes run. */
const IDLE_HANDLES = 64;
const READ_CHUNK_BYTES = 1024 * 1024;

interface OpenFile {
  handle: FileHandle;
  /** Writes using the handle right now: it is closed only once this is 0. */
  users: number;
}

/** Session files under dir/sessions, uploads under dir/uploads/{sessionID}/, the index in dir/index.json. */
export function fileSessionFiles(dir: string): SessionFiles {
  const sessionsDir = join(dir, 'sessions');
  const uploadsDir = join(dir, 'uploads');
  const pathOf = (id: string) => join(sessionsDir, `${id}${SESSION_FILE_SUFFIX}`);
  // Handles of recently written sessions, least recently used first, so a burst of batches pays no open/close
  // each. A handle a write is using is never closed under it: only idle ones are, past IDLE_HANDLES.
  const handles = new Map<string, OpenFile>();
  const opening = new Map<string, Promise<OpenFile>>();
  let ready: Promise<void> | null = null;

  const ensureDir = () => (ready ??= mkdir(sessionsDir, { recursive: true, mode: 0o700 }).then(() => undefined));

  async function syncDir(path: string): Promise<void> {
    // A new file's name must be durable too, or a power cut could lose the whole session.
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } catch {
      // some file systems refuse fsync on a directory; the file's own fsync still holds its data
    } finally {
      await handle.close();
    }
  }

  function closeIdle(): void {
    if (handles.size <= IDLE_HANDLES) return;
    for (const [id, file] of handles) {
      if (handles.size <= IDLE_HANDLES) break;
      if (file.users > 0) continue;
      handles.delete(id);
      void file.handle.close().catch(() => undefined);
    }
  }

  async function acquire(id: string, isNew: boolean): Promise<OpenFile> {
    const known = handles.get(id);
    if (known) {
      handles.delete(id);
      handles.set(id, known);
      known.users++;
      return known;
    }
    let pending = opening.get(id);
    if (!pending) {
      pending = (async () => {
        await ensureDir();
        const handle = await open(pathOf(id), 'a', 0o600);
        if (isNew) await syncDir(sessionsDir);
        const file: OpenFile = { handle, users: 0 };
        handles.set(id, file);
        return file;
      })().finally(() => opening.delete(id));
      opening.set(id, pending);
    }
    const file = await pending;
    file.users++;
    return file;
  }

  function release(file: OpenFile): void {
    file.users--;
    closeIdle();
  }

  return {
    async list() {
      await ensureDir();
      const names = await readdir(sessionsDir);
      return names.filter((n) => n.endsWith(SESSION_FILE_SUFFIX)).map((n) => n.slice(0, -SESSION_FILE_SUFFIX.length));
    },
    async sizes() {
      const out = new Map<string, number>();
      for (const id of await this.list()) {
        const info = await stat(pathOf(id)).catch(() => null);
        if (info) out.set(id, info.size);
      }
      return out;
    },
    async read(id) {
      return new Uint8Array(await readFile(pathOf(id)));
    },
    async *readChunks(id, from = 0) {
      for await (const chunk of createReadStream(pathOf(id), { start: from, highWaterMark: READ_CHUNK_BYTES })) {
        yield new Uint8Array(chunk as Buffer);
      }
    },
    async readAt(id, position, length) {
      const handle = await open(pathOf(id), 'r');
      try {
        const out = new Uint8Array(length);
        let read = 0;
        while (read < length) {
          const { bytesRead } = await handle.read(out, read, length - read, position + read);
          if (bytesRead === 0) break;
          read += bytesRead;
        }
        return read === length ? out : out.subarray(0, read);
      } finally {
        await handle.close();
      }
    },
    async truncate(id, length) {
      const file = handles.get(id);
      if (file && file.users === 0) {
        handles.delete(id);
        await file.handle.close();
      }
      await truncate(pathOf(id), length);
    },
    async append(id, bytes, currentLength) {
      const file = await acquire(id, currentLength === 0);
      try {
        let written = 0;
        while (written < bytes.length) {
          const { bytesWritten } = await file.handle.write(bytes, written, bytes.length - written);
          written += bytesWritten;
        }
        await file.handle.datasync();
      } catch (error) {
        // A half-written record would hide every later one from the reader: cut it off. The session's
        // writes run one at a time, so no other write shares this handle now.
        await file.handle.truncate(currentLength).catch(() => undefined);
        throw error;
      } finally {
        release(file);
      }
    },
    async writeUpload(id, name, bytes) {
      const target = join(uploadsDir, id);
      await mkdir(target, { recursive: true, mode: 0o700 });
      await writeFile(join(target, name), bytes, { flush: true, mode: 0o600 });
    },
    async remove(id) {
      const handle = handles.get(id);
      handles.delete(id);
      await handle?.handle.close().catch(() => undefined);
      await rm(pathOf(id), { force: true });
      await rm(join(uploadsDir, id), { recursive: true, force: true });
    },
    async readUpload(id, name) {
      try {
        return new Uint8Array(await readFile(join(uploadsDir, id, name)));
      } catch {
        return null;
      }
    },
    async openUpload(id, name) {
      const path = join(uploadsDir, id, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        async *read(start, end) {
          if (end < start) return;
          for await (const chunk of createReadStream(path, { start, end, highWaterMark: READ_CHUNK_BYTES })) yield new Uint8Array(chunk as Buffer);
        },
      };
    },
    async writeUploadStream(id, name, chunks, maxBytes) {
      const target = join(uploadsDir, id);
      await mkdir(target, { recursive: true, mode: 0o700 });
      const path = join(target, name);
      const handle = await open(path, 'wx', 0o600);
      let size = 0;
      try {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > maxBytes) throw new UploadTooLarge(maxBytes);
          let written = 0;
          while (written < chunk.length) written += (await handle.write(chunk, written, chunk.length - written)).bytesWritten;
        }
        await handle.sync();
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(path, { force: true });
        throw error;
      }
      await handle.close();
      return size;
    },
    async readIndex() {
      try {
        return new Uint8Array(await readFile(join(dir, INDEX_FILE)));
      } catch {
        return null;
      }
    },
    async writeIndex(bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const temporary = join(dir, `${INDEX_FILE}.next`);
      await writeFile(temporary, bytes, { flush: true, mode: 0o600 });
      await rename(temporary, join(dir, INDEX_FILE));
      await syncDir(dir);
    },
    async close() {
      await Promise.all([...opening.values()].map((p) => p.catch(() => undefined)));
      const open_ = [...handles.values()];
      handles.clear();
      await Promise.all(open_.map((f) => f.handle.close().catch(() => undefined)));
    },
  };
}

/** The same in memory: nothing survives the process. */
export function memorySessionFiles(): SessionFiles & { uploads: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array[]>();
  const uploads = new Map<string, Uint8Array>();
  let index: Uint8Array | null = null;
  const joined = joinBytes;
  const whole = (id: string) => joined(files.get(id) ?? []);
  return {
    uploads,
    async list() {
      return [...files.keys()];
    },
    async sizes() {
      return new Map([...files].map(([id, chunks]) => [id, chunks.reduce((n, c) => n + c.length, 0)]));
    },
    async read(id) {
      return whole(id);
    },
    async *readChunks(id, from = 0) {
      yield whole(id).slice(from);
    },
    async readAt(id, position, length) {
      return whole(id).slice(position, position + length);
    },
    async truncate(id, length) {
      files.set(id, [whole(id).slice(0, length)]);
    },
    async append(id, bytes) {
      const chunks = files.get(id) ?? [];
      chunks.push(bytes.slice());
      files.set(id, chunks);
    },
    async writeUpload(id, name, bytes) {
      uploads.set(`${id}/${name}`, bytes);
    },
    async remove(id) {
      files.delete(id);
      for (const key of [...uploads.keys()]) if (key.startsWith(`${id}/`)) uploads.delete(key);
    },
    async readUpload(id, name) {
      return uploads.get(`${id}/${name}`) ?? null;
    },
    async openUpload(id, name) {
      const data = uploads.get(`${id}/${name}`);
      if (!data) return null;
      return {
        size: data.length,
        async *read(start, end) {
          if (end >= start) yield data.subarray(start, end + 1);
        },
      };
    },
    async writeUploadStream(id, name, chunks, maxBytes) {
      const whole = await wholeUpload(chunks, maxBytes);
      uploads.set(`${id}/${name}`, whole);
      return whole.length;
    },
    async readIndex() {
      return index;
    },
    async writeIndex(bytes) {
      index = bytes.slice();
    },
    async close() {},
  };
}
