// WebSocket /graphql (graphql-transport-ws): subscriptions run through the backend as the cookie's session.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createRequire } from 'node:module';
import { GraphQLError, getOperationAST, parse, print, validate, type DocumentNode } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { MockBackend } from '../mock-api/mock-backend';
import { checkQueryLimits, limitError, MAX_REQUEST_BYTES, MAX_SUBSCRIPTIONS_PER_CONNECTION, MAX_TOKENS } from '../mock-api/query-limits';
import { parsedQuery } from '../mock-api/query-cache';
import { HOST_REFUSED } from './host-guard';
import { isSameOrigin } from './request-guard';
import { sessionFromCookie } from './session-cookie';
import { clientOf, SOCKET_LIMITS, SocketCounter, socketLimitMessages, type SocketLimits } from './socket-limits';

interface WsContext { sessionToken: string | null }

// graphql-ws accepts errors from onSubscribe only as instances of the GraphQLError class it loaded itself, which
// under a bundler or test runner can be the other build (CommonJS) of graphql than ours.
const { GraphQLError: WsGraphQLError } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const wsError = (error: GraphQLError): GraphQLError => new WsGraphQLError(error.message, { extensions: error.extensions });

export const ONLY_SUBSCRIPTIONS = 'Only subscriptions run over the WebSocket; send queries and mutations to POST /graphql';

export interface WebSocketOptions {
  path?: string;
  allowedOrigins?: readonly string[];
  /** False for a handshake naming a host this server is not (DNS rebinding). */
  isKnownHost?: (req: IncomingMessage) => boolean;
  /** Bounds on sockets and subscriptions, per client and in all (default SOCKET_LIMITS). */
  limits?: Partial<SocketLimits>;
}

export function attachGraphqlWebSocket(server: Server, backend: MockBackend, options: WebSocketOptions = {}): { close(): Promise<void> } {
  const path = options.path ?? '/graphql';
  // One body limit for both transports: a larger frame closes the socket (1009) before it is parsed.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_REQUEST_BYTES });
  const limits: SocketLimits = { ...SOCKET_LIMITS, ...options.limits };
  const messages = socketLimitMessages(limits);
  const sockets = new SocketCounter(limits);
  // Each client's accepted subscriptions, as `${socket number} ${id}`, and each socket's own ids.
  const subscriptionsByClient = new Map<string, Set<string>>();
  const socketIds = new WeakMap<object, number>();
  let nextSocket = 0;
  const keyOf = (ctx: object, id: string) => {
    if (!socketIds.has(ctx)) socketIds.set(ctx, nextSocket++);
    return `${socketIds.get(ctx)} ${id}`;
  };
  const forget = (client: string, key: string) => {
    const mine = subscriptionsByClient.get(client);
    mine?.delete(key);
    if (mine?.size === 0) subscriptionsByClient.delete(client);
  };
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== path) return; // other upgrades (Vite's HMR) belong to someone else
    // A rebound DNS name reaches this server under another host's name: refused as HTTP requests are (421).
    if (options.isKnownHost && !options.isKnownHost(req)) {
      backend.log(`[mock] refused a WebSocket for host ${req.headers.host ?? 'none'}`);
      socket.end(`HTTP/1.1 421 Misdirected Request\r\nconnection: close\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(HOST_REFUSED)}\r\n\r\n${HOST_REFUSED}`);
      return;
    }
    // Another site's page would open the socket with the shopper's cookie: its Origin gives it away.
    if (!isSameOrigin(req, options.allowedOrigins)) {
      backend.log(`[mock] refused a WebSocket from ${req.headers.origin ?? 'no origin'}`);
      socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const client = clientOf(req);
    const refused = sockets.open(client);
    if (refused) {
      socket.end(`HTTP/1.1 429 Too Many Requests\r\nconnection: close\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(refused)}\r\n\r\n${refused}`);
      return;
    }
    socket.once('close', () => sockets.closed(client));
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  // A subscription's text is read once for all who send it: parsed once with the backend's queries (query-cache.ts),
  // here and for graphql-ws alike, validated once per document, and run by the backend from the text it was sent as.
  const textOf = new WeakMap<DocumentNode, string>();
  const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const readQuery = (source: string): DocumentNode | GraphQLError => {
    const document = parsedQuery(source);
    if (!(document instanceof GraphQLError)) textOf.set(document, source);
    return document;
  };

  const disposable = useServer<Record<string, unknown>, { request: IncomingMessage }>({
    schema: backend.schema,
    // Our parse and validate: graphql-ws may load the other build of graphql (CJS vs ESM), whose checks reject our schema.
    parse: (source) => {
      const read = typeof source === 'string' ? readQuery(source) : parse(source, { maxTokens: MAX_TOKENS });
      if (read instanceof GraphQLError) throw read;
      return read;
    },
    validate: (schema, document) => {
      let errors = validated.get(document);
      if (!errors) validated.set(document, errors = validate(schema, document));
      return errors;
    },
    context: (ctx): WsContext => ({ sessionToken: sessionFromCookie(ctx.extra.request.headers.cookie) }),
    onComplete: (ctx, id) => forget(clientOf(ctx.extra.request), keyOf(ctx, id)),
    onClose: (ctx) => {
      const client = clientOf(ctx.extra.request);
      const prefix = `${socketIds.get(ctx)} `;
      for (const key of [...(subscriptionsByClient.get(client) ?? [])]) if (key.startsWith(prefix)) forget(client, key);
    },
    onSubscribe: (ctx, _id, payload) => {
      // The new subscription is already counted among the connection's.
      if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_CONNECTION) return [wsError(limitError('subscriptions'))];
      const client = clientOf(ctx.extra.request);
      const mine = subscriptionsByClient.get(client) ?? new Set<string>();
      if (mine.size >= limits.subscriptionsPerClient) return [wsError(new GraphQLError(messages.subscriptionsPerClient))];
      if (backend.openSubscriptions() >= limits.subscriptionsTotal) return [wsError(new GraphQLError(messages.subscriptionsTotal))];
      const document = readQuery(payload.query);
      if (document instanceof GraphQLError) return [wsError(document)];
      const overLimit = checkQueryLimits(document);
      if (overLimit) return [wsError(overLimit)];
      const operation = getOperationAST(document, payload.operationName ?? undefined);
      if (operation && operation.operation !== 'subscription') return [wsError(new GraphQLError(ONLY_SUBSCRIPTIONS))];
      // Counted once accepted; forgotten when it completes or its socket closes.
      mine.add(keyOf(ctx, _id));
      subscriptionsByClient.set(client, mine);
      return undefined;
    },
    subscribe: (args) => backend.subscribe({
      query: textOf.get(args.document) ?? print(args.document), variables: args.variableValues ?? null, operationName: args.operationName ?? null,
      sessionToken: (args.contextValue as WsContext).sessionToken,
    }),
    execute: async (args) => {
      const { setSessionToken: _ignored, ...result } = await backend.execute({
        query: textOf.get(args.document) ?? print(args.document), variables: args.variableValues ?? null, operationName: args.operationName ?? null,
        sessionToken: (args.contextValue as WsContext).sessionToken,
      });
      return result;
    },
  }, wss);

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      await disposable.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
