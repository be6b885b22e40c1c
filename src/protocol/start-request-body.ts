// The body of POST {ingest}/v1/web/start (001 §7): what the agent sends and the ingest reads.
// One type for both sides, so a field added to the start request cannot reach only one of them.
export interface StartRequestBody {
  userUUID: string | null;
  projectKey: string;
  revID: string;
  trackerVersion: string;
  isSnippet: boolean;
  timestamp: number;
  doNotRecord: boolean;
  bufferDiff: number;
  userID: string | null;
  token: string | null;
  deviceMemory: number | null;
  jsHeapSizeLimit: number | null;
  timezone: string;
  condition: string | null;
  assistOnly: boolean;
  width: number;
  height: number;
}
