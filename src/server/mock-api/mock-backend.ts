// The mock API: one schema and one store, run by the Node server and inside the browser alike.
import {
  getOperationAST, GraphQLError, subscribe as gqlSubscribe, validate, execute as gqlExecute,
  type DocumentNode, type ExecutionResult, type GraphQLSchema,
} from 'graphql';
import type { ShopState } from './shop-state';
import { createSeedState } from './seed';
import { createExecutableSchema } from './executable-schema';
import { createCartEvents, type CartEvents } from './cart-events';
import { cartResolvers } from './cart-resolvers';
import { catalogResolvers } from './catalog-resolvers';
import { entityResolvers } from './entity-resolvers';
import { authResolvers } from './auth-resolvers';
import { checkoutResolvers } from './checkout-resolvers';
import { accountQueryResolvers } from './account-query-resolvers';
import { accountMutationResolvers } from './account-mutation-resolvers';
import type { ResolverContext } from './resolver-context';
import type { CardCharges } from './card-charges';
import { delay, drawFault, FAULT_ERROR_MESSAGE, JWT_EXPIRED, latencyOf, mergeFaults, type FaultConfig } from './faults';
import { endSession, sessionUser } from './sessions';
import { checkQueryLimits } from './query-limits';
import { createGuessThrottle } from './guess-throttle';
import { createGuestCartLimit } from './guest-cart-limit';
import { cachedByQuery, parsedQuery } from './query-cache';

export interface BackendRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  sessionToken?: string | null;
  /** Who is calling (the socket's address on the server): sign-in throttles count per client and account. */
  client?: string;
  /** Faults for this request only, on top of the backend's (?faults= or x-mock-faults). */
  faults?: FaultConfig;
}

export interface BackendResult extends ExecutionResult {
  /** A new session token (login) or null (logout) for the transport to keep; absent when unchanged. */
  setSessionToken?: string | null;
}

export interface MockBackendOptions {
  state?: ShopState;
  /** Where changes are written; a promise means the answer waits until the change is durable. */
  persist?: (state: ShopState, hint?: PersistHint) => void | Promise<void>;
  faults?: FaultConfig;
  now?: () => number;
  secret?: string;
  log?: (line: string) => void;
  random?: () => number;
  /** The card processor over this backend's state (its tokens are kept with the shop's records); wired by the caller. */
  cards?: (state: ShopState) => CardCharges;
}

export interface MockBackend {
  readonly schema: GraphQLSchema;
  readonly state: ShopState;
  readonly secret: string;
  faults: FaultConfig;
  now(): number;
  log(line: string): void;
  execute(request: BackendRequest): Promise<BackendResult>;
  subscribe(request: BackendRequest): AsyncIterableIterator<ExecutionResult>;
  /** The signed-in user of a session token (GET /api/user), or null. */
  sessionUser(token: string | null | undefined): { email: string; roles: { id: string; name: string }[] } | null;
  logout(token: string | null | undefined): void;
  /** Restores the seed in place (open subscriptions keep working). */
  reset(): void;
  /** Ends every open subscription. */
  close(): void;
  /** How many cartChanged subscriptions are listening (tests wait for theirs before mutating). */
  openSubscriptions(): number;
  /** Where changes are written from now on (the in-browser fetch attaches localStorage). */
  setPersist(persist: ((state: ShopState, hint?: PersistHint) => void | Promise<void>) | undefined): void;
  /** Replaces the whole state in place with a loaded one. */
  load(state: ShopState): void;
}

/** What an operation changed, when it said: only these carts (besides the small top-level fields). */
export interface PersistHint { carts: ReadonlySet<string> }

export const DEFAULT_SECRET = 'pawprint-mock-secret';
export const NOT_SAVED_MESSAGE = 'Your change could not be saved. Please try again.';

/**
 * The API's schema with the resolvers on its fields, made once per process: the resolvers find the backend they
 * serve in their context (its state, its cart events), so every backend (each test makes its own) shares it.
 */
const schema = createExecutableSchema([
  catalogResolvers, entityResolvers, cartResolvers, authResolvers, checkoutResolvers,
  accountQueryResolvers, accountMutationResolvers,
]);

// Parsed, held to the limits and validated once per query text, for every backend alike.
const readQuery = cachedByQuery((query: string): { document: DocumentNode } | { errors: GraphQLError[] } => {
  const document = parsedQuery(query);
  if (document instanceof GraphQLError) return { errors: [document] };
  const overLimit = checkQueryLimits(document);
  if (overLimit) return { errors: [overLimit] };
  const errors = validate(schema, document);
  return errors.length ? { errors: [...errors] } : { document };
});

export function createMockBackend(options: MockBackendOptions & Required<Pick<MockBackendOptions, 'cards'>>): MockBackend {
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((line: string) => console.log(line));
  const random = options.random ?? Math.random;
  const state: ShopState = options.state ?? createSeedState(now());
  const events: CartEvents = createCartEvents();
  const guesses = createGuessThrottle();
  const guestCarts = createGuestCartLimit();
  const cards = options.cards(state);
  let persistTo = options.persist;
  const persist = (hint?: PersistHint) => persistTo?.(state, hint);

  function context(sessionToken: string | null | undefined, client = 'local') {
    // `other`: a change reported without naming what (ctx.changed()), so the store compares everything.
    const outcome = { changed: false, other: false, token: undefined as string | null | undefined };
    const changedCarts = new Set<string>();
    const ctx: ResolverContext = {
      state, now, log, sessionToken: sessionToken ?? null, client, guesses, guestCarts, cards, events,
      setSessionToken: (token) => { outcome.token = token; },
      cartChanged: (id) => { outcome.changed = true; changedCarts.add(id); },
      changed: () => { outcome.changed = true; outcome.other = true; },
    };
    // Subscribers hear about a change once the mutation has finished and is saved.
    const finish = async () => {
      if (outcome.changed) await persist(outcome.other ? undefined : { carts: changedCarts });
      changedCarts.forEach((id) => events.publish(id));
    };
    return { ctx, outcome, finish };
  }

  async function faultFor(request: BackendRequest): Promise<ExecutionResult | null> {
    const faults = mergeFaults(backend.faults, request.faults);
    await delay(latencyOf(faults, random));
    const outcome = drawFault(faults, random);
    if (outcome === 'jwt') return { errors: [new GraphQLError(JWT_EXPIRED)] };
    if (outcome === 'malformed') return {};
    if (outcome === 'error') return { errors: [new GraphQLError(FAULT_ERROR_MESSAGE)] };
    return null;
  }

  async function execute(request: BackendRequest): Promise<BackendResult> {
    const fault = await faultFor(request);
    if (fault) return fault;
    const prepared = readQuery(request.query);
    if ('errors' in prepared) return { errors: [...prepared.errors] };
    const operation = getOperationAST(prepared.document, request.operationName ?? undefined);
    if (operation?.operation === 'subscription') return { errors: [new GraphQLError('Subscriptions run over the WebSocket at /graphql')] };
    const { ctx, outcome, finish } = context(request.sessionToken, request.client);
    const result = await gqlExecute({
      schema, document: prepared.document, contextValue: ctx,
      variableValues: request.variables ?? undefined, operationName: request.operationName ?? undefined,
    });
    try {
      await finish();
    } catch (error) {
      log(`[mock] a change could not be saved: ${String(error)}`);
      return { errors: [new GraphQLError(NOT_SAVED_MESSAGE)] };
    }
    return outcome.token === undefined ? result : { ...result, setSessionToken: outcome.token };
  }

  async function start(request: BackendRequest): Promise<AsyncIterableIterator<ExecutionResult>> {
    const fault = await faultFor(request);
    if (fault) return once(fault);
    const prepared = readQuery(request.query);
    if ('errors' in prepared) return once({ errors: [...prepared.errors] });
    const { ctx } = context(request.sessionToken);
    const result = await gqlSubscribe({
      schema, document: prepared.document, contextValue: ctx,
      variableValues: request.variables ?? undefined, operationName: request.operationName ?? undefined,
    });
    return Symbol.asyncIterator in result ? result : once(result);
  }

  const backend: MockBackend = {
    schema, state, secret: options.secret ?? DEFAULT_SECRET, faults: options.faults ?? {}, now, log,
    execute,
    subscribe: (request) => lazy(start(request)),
    sessionUser: (token) => {
      const user = sessionUser(state, token, now());
      return user ? { email: user.email, roles: user.roles } : null;
    },
    logout: (token) => {
      endSession(state, token);
      void Promise.resolve(persist()).catch((error) => log(`[mock] logout not saved: ${String(error)}`));
    },
    reset: () => {
      replaceState(state, createSeedState(now()));
      void Promise.resolve(persist()).catch((error) => log(`[mock] reset not saved: ${String(error)}`));
    },
    load: (loaded) => replaceState(state, loaded),
    close: () => events.closeAll(),
    openSubscriptions: () => events.size(),
    setPersist: (fn) => { persistTo = fn; },
  };
  return backend;
}

function replaceState(target: ShopState, source: ShopState): void {
  for (const key of Object.keys(target)) delete (target as unknown as Record<string, unknown>)[key];
  Object.assign(target, source);
}

async function* onceGenerator(result: ExecutionResult): AsyncGenerator<ExecutionResult> {
  yield result;
}
const once = (result: ExecutionResult): AsyncIterableIterator<ExecutionResult> => onceGenerator(result);

/** An iterator available at once whose source is still being set up. */
function lazy(source: Promise<AsyncIterableIterator<ExecutionResult>>): AsyncIterableIterator<ExecutionResult> {
  return {
    next: () => source.then((it) => it.next()),
    return: () => source.then((it) => it.return?.() ?? { value: undefined, done: true as const }),
    throw: (error) => source.then((it) => it.throw?.(error) ?? Promise.reject(error)),
    [Symbol.asyncIterator]() { return this; },
  };
}
