// What a shopper reads when a call fails for a technical reason the specs give no words for (a server fault,
// an answer that is not GraphQL, a request over a limit). Texts the specs or the shop's server give for a
// situation ('Cart not found!', 'Your card was declined.') are shown as they are.

export const SHOPPER_MESSAGES = {
  serverFault: 'Something went wrong on our side. Please try again in a moment.',
  tooManyRequests: 'The shop is busy right now. Please wait a moment and try again.',
  refused: 'The shop could not accept this request. Please reload the page and try again.',
  unreachable: 'We could not reach the shop. Please check your connection and try again.',
} as const;

const STATUS = /^Response not successful: Received status code (\d{3})/;

const SERVER_FAULTS = [
  /^Mock fault\b/,
  /internal server error/i,
  /^Malformed response from the API\b/,
  /^Invalid response from the API\b/,
  /^(Query too (deep|long|costly)|Too many aliases|Too many subscriptions|Request too large)\b/,
  /^\[(GraphQL|Network)\]/,
  /^(Syntax Error|Cannot query field|Unknown argument|Variable "\$|Field "|Expected type|Unexpected token)/,
  /is not valid JSON/,
];

const UNREACHABLE = /^(Failed to fetch|fetch failed|NetworkError\b|Load failed|Network request failed)/i;

/** The text to show for a failure's message: the same text unless it is a technical one. */
export function shopperMessage(message: string): string {
  const status = STATUS.exec(message);
  if (status) {
    const code = Number(status[1]);
    if (code === 429) return SHOPPER_MESSAGES.tooManyRequests;
    if (code >= 400 && code < 500) return SHOPPER_MESSAGES.refused;
    return SHOPPER_MESSAGES.serverFault;
  }
  if (UNREACHABLE.test(message)) return SHOPPER_MESSAGES.unreachable;
  if (SERVER_FAULTS.some((pattern) => pattern.test(message))) return SHOPPER_MESSAGES.serverFault;
  return message;
}

/** True when the message is a technical one a shopper is not shown. */
export const isTechnicalMessage = (message: string): boolean => shopperMessage(message) !== message;
