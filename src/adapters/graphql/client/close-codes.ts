// 001 §8: the websocket close codes of the graphql-transport-ws protocol, by name.
export const CLOSE_CODE_NAMES: Readonly<Record<number, string>> = {
  4500: 'internal server error',
  4005: 'internal client error',
  4400: 'bad request',
  4004: 'bad response',
  4401: 'unauthorized',
  4403: 'forbidden',
  4406: 'subprotocol not acceptable',
  4408: 'connection init timeout',
  4504: 'acknowledgement timeout',
  4409: 'subscriber already exists',
  4429: 'too many init requests',
};

/**
 * Close codes that stop retrying. graphql-ws itself never retries 4500, 4005, 4400, 4004, 4401, 4406,
 * 4409 and 4429 whatever shouldRetry answers; we add 4403 (forbidden does not heal without signing in again).
 * 4408 and 4504 (timeouts) and abnormal closures (1006 and the like) are retried.
 */
export const FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([4500, 4005, 4400, 4004, 4401, 4403, 4406, 4409, 4429]);

/** A websocket closed with one of the 001 §8 codes (or another), carrying the code's name. */
export class WebSocketClosedError extends Error {
  readonly code: number;
  readonly reason: string;
  readonly fatal: boolean;
  constructor(code: number, reason = '') {
    const name = CLOSE_CODE_NAMES[code];
    super(name ? `WebSocket closed: ${name} (${code})${reason ? `: ${reason}` : ''}` : `WebSocket closed (${code})${reason ? `: ${reason}` : ''}`);
    this.name = 'WebSocketClosedError';
    this.code = code;
    this.reason = reason;
    this.fatal = FATAL_CLOSE_CODES.has(code);
  }
}

export function isCloseEventLike(value: unknown): value is { code: number; reason: string } {
  return typeof value === 'object' && value !== null && 'code' in value && typeof (value as { code: unknown }).code === 'number';
}

/** Turns whatever graphql-ws reports (a close event, an Error, an error event) into an Error with a clear message. */
export function toWebSocketError(value: unknown): Error {
  if (isCloseEventLike(value)) return new WebSocketClosedError(value.code, String((value as { reason?: unknown }).reason ?? ''));
  if (value instanceof Error) return value;
  if (Array.isArray(value)) {
    const first = value[0] as { message?: unknown } | undefined;
    return new Error(typeof first?.message === 'string' ? first.message : 'Subscription failed');
  }
  return new Error('WebSocket connection failed');
}
