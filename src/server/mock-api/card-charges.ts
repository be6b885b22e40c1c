// The card processor as the shop's API sees it: the API is handed a one-time token, never a card, and asks the
// processor to spend it (an order, a gift, a kept card). The Node server and the in-browser API wire the local test
// processor in (src/server/payments); the API holds no processor code of its own.

/** What the processor tells of the card a token stood for: enough to show it, never its number or CVC. */
export interface ChargedCard { brand: string; last4: string; exp_month: number; exp_year: number; name: string | null }

export type ChargeAnswer = { ok: true; card: ChargedCard } | { ok: false; message: string };

export interface CardCharges {
  /** Spends a token once; a declined, unknown or spent token is refused with the processor's message. */
  useToken(token: unknown): ChargeAnswer;
}
