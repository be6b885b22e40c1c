// 001 §7 POST {ingest}/v1/web/start and the §8 failures it can end in.
import {
  INCORRECT_SERVER_RESPONSE,
  START_CANCELED,
  TRACKER_VERSION,
  UNKNOWN_START_ERROR,
  serverErrorMessage,
} from '../../domain/messages';
import { validateStartResponse, type StartResponse } from '../../domain/recording/start-response';
import type { StartRequestBody } from '../../protocol/start-request-body';

export type StartBody = StartRequestBody;

/** What the session knows; the rest of the body is the agent's and the browser's. */
export type StartBodyInput = Pick<
  StartRequestBody,
  'userUUID' | 'projectKey' | 'revID' | 'isSnippet' | 'timestamp' | 'bufferDiff' | 'userID' | 'token' | 'condition'
> &
  Partial<Pick<StartRequestBody, 'doNotRecord' | 'assistOnly'>>;

/**
 * A start failure carrying one of the spec's reasons; `retryable` when another attempt may succeed
 * (a network failure, no answer in time, a 5xx, 408 or 429), not when the ingest refused or garbled it.
 */
export class StartFailure extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

/** Attempts at one start request, and the first wait between them (doubled each time: 0.5, 1, 2, 4 s). */
export const START_ATTEMPTS = 5;
export const START_RETRY_GAP_MS = 500;
/** An ingest that has not answered a start request in this time counts as a failed attempt. */
export const START_TIMEOUT_MS = 8000;

const retryableStatus = (status: number): boolean => status >= 500 || status === 408 || status === 429;

const timezone = (): string => {
  const offset = -new Date().getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

export function startBody(input: StartBodyInput): StartBody {
  const nav = (typeof navigator !== 'undefined' ? navigator : {}) as { deviceMemory?: number };
  const memory = (typeof performance !== 'undefined' ? (performance as { memory?: { jsHeapSizeLimit?: number } }).memory : undefined) ?? {};
  return {
    ...input,
    trackerVersion: TRACKER_VERSION,
    // A conditional start first asks for a session it does not record into, for the conditions.
    doNotRecord: input.doNotRecord === true,
    deviceMemory: typeof nav.deviceMemory === 'number' ? nav.deviceMemory : null,
    jsHeapSizeLimit: typeof memory.jsHeapSizeLimit === 'number' ? memory.jsHeapSizeLimit : null,
    timezone: timezone(),
    assistOnly: input.assistOnly === true,
    width: typeof window !== 'undefined' ? window.screen?.width ?? window.innerWidth : 0,
    height: typeof window !== 'undefined' ? window.screen?.height ?? window.innerHeight : 0,
  };
}

/** Posts the start body; resolves to the validated reply or rejects with a StartFailure of the spec's text. */
export async function requestStart(
  ingestPoint: string,
  body: StartBody,
  fetchFn: typeof fetch = fetch,
  timeoutMs = START_TIMEOUT_MS,
): Promise<StartResponse> {
  let response: Response;
  const controller = typeof AbortController === 'function' ? new AbortController() : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller?.abort();
        reject(new Error('timeout'));
      }, timeoutMs);
    });
    const request = fetchFn(`${ingestPoint}/v1/web/start`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller?.signal,
    });
    response = await Promise.race([request, timedOut]);
  } catch {
    throw new StartFailure(UNKNOWN_START_ERROR, true);
  } finally {
    clearTimeout(timer);
  }
  if (response.status !== 200) {
    const text = await response.text().catch(() => '');
    if (text === START_CANCELED) throw new StartFailure(START_CANCELED);
    throw new StartFailure(serverErrorMessage(response.status, text), retryableStatus(response.status));
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new StartFailure(INCORRECT_SERVER_RESPONSE);
  }
  try {
    return validateStartResponse(json);
  } catch {
    throw new StartFailure(INCORRECT_SERVER_RESPONSE);
  }
}

/**
 * The start request again after a retryable failure, waiting 0.5, 1, 2, 4 s between attempts; `onRetry`
 * runs before the first wait (the session records meanwhile) and `stillWanted` after each one (a stop
 * in between ends the attempts). The body is made anew for each attempt (its timestamp).
 */
export async function requestStartRetrying(
  ingestPoint: string,
  body: () => StartBody,
  fetchFn: typeof fetch,
  hooks: { onRetry(): void; stillWanted(): void },
): Promise<StartResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await requestStart(ingestPoint, body(), fetchFn);
    } catch (error) {
      if (!(error instanceof StartFailure) || !error.retryable || attempt >= START_ATTEMPTS) throw error;
      hooks.onRetry();
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_GAP_MS * 2 ** (attempt - 1)));
      hooks.stillWanted();
    }
  }
}
