// What the ingest's replay API answers and the replay viewer reads: one shape for both sides.

/** One session as the replay list shows it. */
export interface SessionSummary {
  sessionID: string;
  projectID: number;
  userUUID: string;
  userID: string | null;
  startTimestamp: number;
  /** ms from the first to the last recorded moment. */
  duration: number;
  pages: number;
  browser: string;
  os: string;
  device: string;
  events: number;
  messages: number;
  batches: number;
  bytes: number;
  /** First page address recorded. */
  location: string;
}
