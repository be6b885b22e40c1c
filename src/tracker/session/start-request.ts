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
  Partial<Pick<StartRequestBody, 'doNotRecord'>>;

/** A start failure carrying one of the spec's reasons. */
export class StartFailure extends Error {}

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
    assistOnly: false,
    width: typeof window !== 'undefined' ? window.screen?.width ?? window.innerWidth : 0,
    height: typeof window !== 'undefined' ? window.screen?.height ?? window.innerHeight : 0,
  };
}

/** Posts the start body; resolves to the validated reply or rejects with a StartFailure of the spec's text. */
export async function requestStart(ingestPoint: string, body: StartBody, fetchFn: typeof fetch = fetch): Promise<StartResponse> {
  let response: Response;
  try {
    response = await fetchFn(`${ingestPoint}/v1/web/start`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new StartFailure(UNKNOWN_START_ERROR);
  }
  if (response.status !== 200) {
    const text = await response.text().catch(() => '');
    throw new StartFailure(text === START_CANCELED ? START_CANCELED : serverErrorMessage(response.status, text));
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
