/** A non-OK answer of an /api/* route (001 §7: holds the response, the body and the body's message). */
export class HttpError extends Error {
  readonly response: Response;
  readonly body: unknown;
  readonly status: number;
  constructor(response: Response, body: unknown) {
    const bodyMessage = (body as { message?: unknown } | null)?.message;
    super(typeof bodyMessage === 'string' && bodyMessage ? bodyMessage : response.statusText || `HTTP ${response.status}`);
    this.name = 'HttpError';
    this.response = response;
    this.body = body;
    this.status = response.status;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The shared fetch helper for /api/*: the parsed JSON, or an HttpError when the response is not OK. */
export async function fetchJson<T = unknown>(fetchFn: typeof fetch, input: string | URL, init?: RequestInit): Promise<T> {
  const response = await fetchFn(input, { credentials: 'include', ...init });
  const body = await readBody(response);
  if (!response.ok) throw new HttpError(response, body);
  return body as T;
}
