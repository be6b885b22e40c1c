// Where recorded sessions and their uploads live: files beside the shop's data (durable,
// fsync before a batch is acknowledged), or memory for tests and a server without a data dir.
import { mkdir, open, readdir, readFile, truncate, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

export interface SessionFiles {
  /** Ids of the sessions stored. */
  list(): Promise<string[]>;
  read(sessionID: string): Promise<Uint8Array>;
  /** Cuts a torn tail off after a crash. */
  truncate(sessionID: string, length: number): Promise<void>;
  /** Appends and makes it durable before resolving; on failure nothing of it stays. */
  append(sessionID: string, bytes: Uint8Array, currentLength: number): Promise<void>;
  /** Stores an uploaded file (canvas image, test video) under the session. */
  writeUpload(sessionID: string, name: string, bytes: Uint8Array): Promise<void>;
  /** An uploaded file, or null when there is none of that name (optional: stores may not read back). */
  readUpload?(sessionID: string, name: string): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

export const SESSION_FILE_SUFFIX = '.pwrec';
const OPEN_HANDLES = 32;

/** Session files under dir/sessions, uploads under dir/uploads/{sessionID}/. */
export function fileSessionFiles(dir: string): SessionFiles {
  const sessionsDir = join(dir, 'sessions');
  const uploadsDir = join(dir, 'uploads');
  const pathOf = (id: string) => join(sessionsDir, `${id}${SESSION_FILE_SUFFIX}`);
  // Open handles of recently written sessions, oldest first, so a burst of batches pays no open/close each.
  const handles = new Map<string, FileHandle>();
  let ready: Promise<void> | null = null;

  const ensureDir = () => (ready ??= mkdir(sessionsDir, { recursive: true, mode: 0o700 }).then(() => undefined));

  async function syncDir(): Promise<void> {
    // A new file's name must be durable too, or a power cut could lose the whole session.
    const handle = await open(sessionsDir, 'r');
    try {
      await handle.sync();
    } catch {
      // some file systems refuse fsync on a directory; the file's own fsync still holds its data
    } finally {
      await handle.close();
    }
  }

  async function handleFor(id: string, isNew: boolean): Promise<FileHandle> {
    const open_ = handles.get(id);
    if (open_) {
      handles.delete(id);
      handles.set(id, open_);
      return open_;
    }
    await ensureDir();
    const handle = await open(pathOf(id), 'a', 0o600);
    if (isNew) await syncDir();
    handles.set(id, handle);
    if (handles.size > OPEN_HANDLES) {
      const [oldestId, oldest] = handles.entries().next().value as [string, FileHandle];
      handles.delete(oldestId);
      await oldest.close();
    }
    return handle;
  }

  return {
    async list() {
      await ensureDir();
      const names = await readdir(sessionsDir);
      return names.filter((n) => n.endsWith(SESSION_FILE_SUFFIX)).map((n) => n.slice(0, -SESSION_FILE_SUFFIX.length));
    },
    async read(id) {
      return new Uint8Array(await readFile(pathOf(id)));
    },
    async truncate(id, length) {
      const handle = handles.get(id);
      handles.delete(id);
      await handle?.close();
      await truncate(pathOf(id), length);
    },
    async append(id, bytes, currentLength) {
      const handle = await handleFor(id, currentLength === 0);
      try {
        let written = 0;
        while (written < bytes.length) {
          const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
          written += bytesWritten;
        }
        await handle.datasync();
      } catch (error) {
        // A half-written record would hide every later one from the reader: cut it off.
        handles.delete(id);
        await handle.truncate(currentLength).catch(() => undefined);
        await handle.close().catch(() => undefined);
        throw error;
      }
    },
    async writeUpload(id, name, bytes) {
      const target = join(uploadsDir, id);
      await mkdir(target, { recursive: true, mode: 0o700 });
      await writeFile(join(target, name), bytes, { flush: true, mode: 0o600 });
    },
    async readUpload(id, name) {
      return readFile(join(uploadsDir, id, name)).then((b) => new Uint8Array(b), () => null);
    },
    async close() {
      const open_ = [...handles.values()];
      handles.clear();
      await Promise.all(open_.map((h) => h.close().catch(() => undefined)));
    },
  };
}

/** The same in memory: nothing survives the process. */
export function memorySessionFiles(): SessionFiles & { uploads: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array[]>();
  const uploads = new Map<string, Uint8Array>();
  const joined = (chunks: Uint8Array[]): Uint8Array => {
    const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let pos = 0;
    for (const chunk of chunks) {
      out.set(chunk, pos);
      pos += chunk.length;
    }
    return out;
  };
  return {
    uploads,
    async list() {
      return [...files.keys()];
    },
    async read(id) {
      return joined(files.get(id) ?? []);
    },
    async truncate(id, length) {
      files.set(id, [joined(files.get(id) ?? []).slice(0, length)]);
    },
    async append(id, bytes) {
      const chunks = files.get(id) ?? [];
      chunks.push(bytes.slice());
      files.set(id, chunks);
    },
    async writeUpload(id, name, bytes) {
      uploads.set(`${id}/${name}`, bytes);
    },
    async readUpload(id, name) {
      return uploads.get(`${id}/${name}`) ?? null;
    },
    async close() {},
  };
}
