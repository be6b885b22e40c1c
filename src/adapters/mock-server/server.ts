// The mock shop server: /graphql over HTTP and WebSocket, /api/*, and the built app, on node:http.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createMockBackend, type MockBackend } from '../mock-backend/mock-backend';
import type { FaultConfig } from '../mock-backend/faults';
import { serveApi } from './api-bridge';
import { serveImage } from './image-endpoint';
import { defaultPublicDir, serveStatic } from './static-files';
import { attachGraphqlWebSocket } from './websocket-endpoint';
import { createStateWriter, loadStateFile } from './state-file';

export interface MockServerOptions {
  /** 0 picks a free port. Default 5173. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where shop.json lives; null keeps the shop in memory only. Default ./data. */
  dataDir?: string | null;
  /** The built app; null serves no app. Default ./dist. */
  staticDir?: string | null;
  /** Files served when the app does not have them (/images/*). Default ./public. */
  publicDir?: string | null;
  faults?: FaultConfig;
  log?: (line: string) => void;
  secret?: string;
  /** Answers non-API requests instead of the static files (dev: Vite's middlewares). */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface RunningMockServer {
  url: string;
  port: number;
  backend: MockBackend;
  httpServer: Server;
  close(): Promise<void>;
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir === undefined ? resolve('data') : options.dataDir;
  const staticDir = options.staticDir === undefined ? resolve('dist') : options.staticDir;
  const publicDir = options.publicDir === undefined ? defaultPublicDir() : options.publicDir;
  const writer = dataDir ? createStateWriter(dataDir, 150, log) : null;
  const saved = dataDir ? loadStateFile(dataDir, log) : null;
  const backend = createMockBackend({
    state: saved ?? undefined, faults: options.faults, secret: options.secret ?? process.env.MOCK_SECRET, log,
    persist: writer ? (state) => writer.schedule(state) : undefined,
  });
  if (writer && !saved) writer.schedule(backend.state);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    serveApi(backend, req, res, url)
      .then((handled) => {
        if (handled) return;
        if (serveImage(req, res, url, [staticDir, publicDir])) return;
        if (options.fallback) return options.fallback(req, res);
        if (!serveStatic(req, res, url.pathname, { staticDir, publicDir })) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        }
      })
      .catch((error: unknown) => {
        log(`[mock] ${req.method} ${url.pathname} failed: ${error instanceof Error ? error.stack : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal server error' }));
      });
  });
  const ws = attachGraphqlWebSocket(server, backend);

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 5173, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      backend.close();
      await ws.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      writer?.flush();
    })();
    return closing;
  };

  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, backend, httpServer: server, close };
}
