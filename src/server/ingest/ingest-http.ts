// The ingest's requests and answers as plain values, free of node:http, so every endpoint
// is tested by calling it and the server only moves bytes.

export interface IngestRequest {
  method: string;
  /** Path below the ingest's base, e.g. /v1/web/start. */
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  body: Uint8Array | null;
  /** The body as it arrives, for the one route that stores it without holding it (the test video upload). */
  bodyStream?: AsyncIterable<Uint8Array>;
  /** The address of the client's socket, for per-client limits. */
  client?: string;
  /** The ingest's own address as the caller reached it, e.g. http://127.0.0.1:5173/ingest (for upload URLs). */
  baseUrl: string;
}

export interface IngestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
  /** A body sent as it is read (replay of a large session), instead of `body`. */
  stream?: AsyncIterable<Uint8Array>;
}

const NO_STORE = { 'cache-control': 'no-store' };

export const json = (status: number, value: unknown): IngestResponse => ({
  status, headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE }, body: JSON.stringify(value),
});

/** Plain-text errors: the agent shows a failed start as 'Server error: {status}. {text}'. */
export const text = (status: number, message: string): IngestResponse => ({
  status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE }, body: message,
});

export const bytes = (body: Uint8Array, contentType = 'application/octet-stream'): IngestResponse => ({
  status: 200, headers: { 'content-type': contentType, ...NO_STORE }, body,
});

export const streamed = (stream: AsyncIterable<Uint8Array>, contentType = 'application/octet-stream'): IngestResponse => ({
  status: 200, headers: { 'content-type': contentType, ...NO_STORE }, body: '', stream,
});

export const empty = (status: number): IngestResponse => ({ status, headers: { ...NO_STORE }, body: '' });

/** The request body as JSON, or null when it is not a JSON object. */
export function jsonBody(request: IngestRequest): Record<string, unknown> | null {
  if (!request.body || request.body.length === 0) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(request.body));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
