import { responseNotSuccessfulMessage } from '../../../domain/messages';

/** The API answered, but not with a usable GraphQL response (a status of 300 or more, not JSON, no data and no errors). */
export class ApiResponseError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiResponseError';
    this.status = status;
  }
}

export const httpStatusMessage = responseNotSuccessfulMessage;
export const MALFORMED_RESPONSE_MESSAGE = 'Malformed response from the API: the body is not JSON';
export const EMPTY_RESPONSE_MESSAGE = 'Invalid response from the API: it has neither data nor errors';

/**
 * Wraps the transport's fetch so that urql's fetch exchange only ever sees a well-formed GraphQL body.
 * 001 §7: status 300 or above fails with 'Response not successful: Received status code N' (urql 6 itself
 * would report the status text instead); a body with neither data nor errors is an error.
 * A rejected fetch (no answer at all) stays a plain network error.
 */
export function checkedFetch(fetchFn: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    if (response.status < 200 || response.status >= 300) throw new ApiResponseError(httpStatusMessage(response.status), response.status);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiResponseError(MALFORMED_RESPONSE_MESSAGE, response.status);
    }
    if (typeof body !== 'object' || body === null || !('data' in body || Array.isArray((body as { errors?: unknown }).errors))) {
      throw new ApiResponseError(EMPTY_RESPONSE_MESSAGE, response.status);
    }
    return new Response(text, { status: response.status, headers: { 'content-type': 'application/json' } });
  };
}
