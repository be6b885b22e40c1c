// The ingest's storage port: where recorded sessions (append-only record logs, record-log.ts) and
// their uploads live. The session index (session-store.ts) is rebuilt from what the port lists and
// reads at start, so any adapter that keeps these promises serves the same replay:
//   - list() names every session stored; read(id) gives its bytes as appended, in order;
//   - append() is durable before it resolves, and on failure leaves nothing of itself;
//   - truncate() cuts a torn tail after a crash; remove() deletes a session and its uploads.
// Adapters: files on the local disk (session-files.ts, the default), memory (tests), and
// S3-compatible object storage (s3-session-storage.ts, INGEST_S3_*). One contract suite
// (test/ingest/session-storage.contract.ts) holds every adapter to it.
export type { SessionFiles as SessionStorage } from './session-files';
export { fileSessionFiles as fileSessionStorage, memorySessionFiles as memorySessionStorage } from './session-files';
