// Runs operations against an in-memory mock backend with a fixed clock, keeping the session like a browser would.
import { createMockBackend, type MockBackend, type MockBackendOptions } from '../../src/server/mock-api/mock-backend';
import { cardChargesIn, tokenizeCard, type CardSubmission } from '../../src/server/payments/test-card-processor';

/** What the browser gets from the test processor for a card: its one-time token (the API never sees the card). */
export function tokenFor(backend: MockBackend, card: CardSubmission): string {
  const answer = tokenizeCard(backend.state, card, backend.now());
  if (!answer.ok) throw new Error(answer.message);
  return answer.id;
}

export const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

export interface Harness {
  backend: MockBackend;
  logs: string[];
  token: string | null;
  run(query: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: readonly { message: string }[] }>;
  /** Runs and fails the test on any GraphQL error. */
  data(query: string, variables?: Record<string, unknown>): Promise<any>;
  /** Runs and answers the first error message. */
  error(query: string, variables?: Record<string, unknown>): Promise<string>;
  login(email?: string): Promise<void>;
}

export function harness(options: MockBackendOptions = {}): Harness {
  const logs: string[] = [];
  const backend = createMockBackend({ now: () => NOW, log: (line) => logs.push(line), cards: cardChargesIn, ...options });
  const h: Harness = {
    backend, logs, token: null,
    async run(query, variables) {
      const result = await backend.execute({ query, variables, sessionToken: h.token });
      if (result.setSessionToken !== undefined) h.token = result.setSessionToken;
      return result;
    },
    async data(query, variables) {
      const result = await h.run(query, variables);
      if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
      return result.data;
    },
    async error(query, variables) {
      const result = await h.run(query, variables);
      if (!result.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`);
      return result.errors[0].message;
    },
    async login(email = 'demo@pawprint.test') {
      await h.data('mutation($e: String!) { login(input: { email: $e, password: "pawprint" }) { access_token } }', { e: email });
    },
  };
  return h;
}

export const CART_FIELDS = `id sub_total total discounted_total wallet_discount
  promotion { id type }
  taxes { tax tax_rate } shipment_prices { type shipmentCost freeShipment }
  items { id type name quantity selected shipping_method sku { id name } sku_attributes { label value }
    items { id quantity sku { id name skuGroupId } } }`;
