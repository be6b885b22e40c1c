// WebSocket /graphql (graphql-transport-ws): subscriptions run through the backend as the cookie's session.
import type { Server } from 'node:http';
import { parse, print, validate } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { MockBackend } from '../mock-backend/mock-backend';
import { sessionFromCookie } from './session-cookie';

interface WsContext { sessionToken: string | null }

export function attachGraphqlWebSocket(server: Server, backend: MockBackend, path = '/graphql'): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true });
  const onUpgrade = (req: import('node:http').IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== path) return; // other upgrades (Vite's HMR) belong to someone else
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  const disposable = useServer<Record<string, unknown>, { request: import('node:http').IncomingMessage }>({
    schema: backend.schema,
    // Our parse and validate: graphql-ws may load the other build of graphql (CJS vs ESM), whose checks reject our schema.
    parse,
    validate,
    context: (ctx): WsContext => ({ sessionToken: sessionFromCookie(ctx.extra.request.headers.cookie) }),
    subscribe: (args) => backend.subscribe({
      query: print(args.document), variables: args.variableValues ?? null, operationName: args.operationName ?? null,
      sessionToken: (args.contextValue as WsContext).sessionToken,
    }),
    execute: async (args) => {
      const { setSessionToken: _ignored, ...result } = await backend.execute({
        query: print(args.document), variables: args.variableValues ?? null, operationName: args.operationName ?? null,
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
