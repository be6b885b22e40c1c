// The test processor's HTTP surface, shared by the Node server and the in-browser fetch: POST /payments/v1/tokens
// with the card as JSON answers { id, card } or { error: { message } } (402). Nothing here is logged: the body
// is a card.
import { dropStaleTokens, tokenizeCard, type TokenHolder } from './test-card-processor';

export const PAYMENTS_PATH = '/payments';
export const TOKENS_PATH = `${PAYMENTS_PATH}/v1/tokens`;
/** A card is a few dozen bytes; anything larger is not one. */
export const MAX_CARD_BYTES = 2048;

export const isPaymentsPath = (path: string): boolean => path === PAYMENTS_PATH || path.startsWith(`${PAYMENTS_PATH}/`);

export interface PaymentsAnswer { status: number; body: string; headers: Record<string, string> }

const answer = (status: number, value: unknown): PaymentsAnswer => ({
  status,
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
});
const refusal = (status: number, message: string) => answer(status, { error: { message } });

export function handlePaymentsRequest(
  processor: { state: TokenHolder; now(): number },
  request: { method: string; path: string; body: string | null },
): PaymentsAnswer | null {
  if (!isPaymentsPath(request.path)) return null;
  if (request.path !== TOKENS_PATH) return refusal(404, 'Not found');
  if (request.method.toUpperCase() !== 'POST') return refusal(405, 'Use POST');
  if (!request.body || request.body.length > MAX_CARD_BYTES) return refusal(400, 'The body must be a card as JSON');
  let card: unknown;
  try {
    card = JSON.parse(request.body);
  } catch {
    return refusal(400, 'The body must be a card as JSON');
  }
  if (!card || typeof card !== 'object') return refusal(400, 'The body must be a card as JSON');
  const now = processor.now();
  dropStaleTokens(processor.state, now);
  const result = tokenizeCard(processor.state, card as Record<string, unknown>, now);
  return result.ok ? answer(200, { id: result.id, card: result.card }) : refusal(402, result.message);
}
