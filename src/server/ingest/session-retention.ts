// The retention setting: sessions started longer ago than it are deleted with their uploads.
import type { SessionStore } from './session-store';

export async function removeExpiredSessions(store: SessionStore, now: number, retentionMs: number, log: (line: string) => void): Promise<number> {
  const expired = store.startedBefore(now - retentionMs);
  for (const id of expired) await store.remove(id);
  if (expired.length > 0) log(`[ingest] retention: deleted ${expired.length} session(s) older than ${Math.round(retentionMs / 86_400_000)} day(s)`);
  return expired.length;
}
