// The mock shop server: /graphql over HTTP and WebSocket, /api/*, and the built app, on node:http.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createMockBackend, type MockBackend } from '../mock-api/mock-backend';
import { cardChargesIn } from '../payments/test-card-processor';
import type { FaultConfig } from '../mock-api/faults';
import { serveApi } from './api-bridge';
import { serveImage } from './image-endpoint';
import { defaultPublicDir, serveStatic } from './static-files';
import { attachGraphqlWebSocket } from './websocket-endpoint';
import { protectStoredSecrets } from '../mock-api/stored-secrets';
import { createDurableStore, loadDurableState, type DurableStore } from './journal';
import { applySecurityHeaders } from './security-headers';
import { allowedOriginsFrom } from './request-guard';
import { startRecordingEndpoints } from './ingest-endpoint';
import type { IngestSettings } from '../ingest/ingest-settings';
import { servePayments } from './payments-endpoint';
import { apiContractFrom, gateFor, type ApiContract } from './contract-mode';
import { allowedHostsFrom, HOST_REFUSED, isKnownHost } from './host-guard';
import { installationSecret } from './installation-secret';
import { loadFirstScreenServer } from './first-screen';
import type { SocketLimits } from './socket-limits';

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
  /**
   * 'enforce' (default) refuses GraphQL calls without a valid 001 §7 signature; 'relaxed' only logs them, for
   * local development with tools that do not sign (MOCK_SIGNATURES=relaxed).
   */
  signatures?: 'enforce' | 'relaxed';
  /** Origins besides the server's own whose pages may call the API (MOCK_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** The recording ingest's settings; default from the environment (INGEST_*). */
  ingest?: IngestSettings;
  /** 'spec' answers only what spec-contract.graphql names (API_CONTRACT=spec); default 'full'. */
  contract?: ApiContract;
  /** Host names answered besides localhost, 127.0.0.1, ::1 and `host` (MOCK_ALLOWED_HOSTS, comma separated; '*' for any). */
  allowedHosts?: readonly string[];
  /** Bounds on WebSockets and subscriptions, per client and in all; default SOCKET_LIMITS (socket-limits.ts). */
  socketLimits?: Partial<SocketLimits>;
}

export interface RunningMockServer {
  url: string;
  port: number;
  backend: MockBackend;
  recordings: Awaited<ReturnType<typeof startRecordingEndpoints>>;
  httpServer: Server;
  close(): Promise<void>;
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir === undefined ? resolve('data') : options.dataDir;
  const staticDir = options.staticDir === undefined ? resolve('dist') : options.staticDir;
  const publicDir = options.publicDir === undefined ? defaultPublicDir() : options.publicDir;
  const saved = dataDir ? loadDurableState(dataDir, log) : null;
  if (saved && (await protectStoredSecrets(saved))) log('[mock] hashed the saved passwords; signed-in sessions were ended');
  let store: DurableStore | null = null;
  const backend = createMockBackend({
    state: saved ?? undefined, faults: options.faults, log, cards: cardChargesIn,
    // MOCK_SECRET overrides; otherwise one made at the first start and kept with the data (per run without a data dir).
    secret: options.secret ?? (process.env.MOCK_SECRET || installationSecret(dataDir)),
    persist: dataDir ? (state, hint) => store?.persist(state, hint) : undefined,
  });
  if (dataDir) store = createDurableStore(dataDir, backend.state, log);

  const signatures = options.signatures ?? (process.env.MOCK_SIGNATURES === 'relaxed' ? 'relaxed' : 'enforce');
  if (signatures === 'relaxed') log('[mock] request signatures are not enforced (MOCK_SIGNATURES=relaxed)');
  const allowedOrigins = options.allowedOrigins ?? allowedOriginsFrom(process.env.MOCK_ALLOWED_ORIGINS);

  const contract = options.contract ?? apiContractFrom(process.env.API_CONTRACT);
  const gate = gateFor(contract);
  if (gate) log('[mock] serving the spec contract only (API_CONTRACT=spec)');
  const recordings = await startRecordingEndpoints({ dataDir, staticDir, settings: options.ingest, log });

  // Development (a fallback: Vite's middlewares) renders in the browser; the built shop paints from the HTML.
  const firstScreen = options.fallback ? null : await loadFirstScreenServer(staticDir, log);
  // The render asks this server's API over loopback, once it listens.
  let ownOrigin = '';
  const hosts = allowedHostsFrom(host, [...(options.allowedHosts ?? []), process.env.MOCK_ALLOWED_HOSTS ?? ''].join(','));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    applySecurityHeaders(req, res, { contentSecurityPolicy: !options.fallback });
    if (!isKnownHost(req, hosts)) {
      req.resume();
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(HOST_REFUSED);
      return;
    }
    recordings.serve(req, res, url)
      .then((handled) => handled || serveApi(backend, req, res, url, { signatures, allowedOrigins, gate }))
      .then((handled) => handled || servePayments(backend, req, res, url, allowedOrigins))
      .then(async (handled) => {
        if (handled) return;
        if (serveImage(req, res, url, [staticDir, publicDir])) return;
        if (options.fallback) return options.fallback(req, res);
        if (firstScreen && (await firstScreen.serve(req, res, url, ownOrigin))) return;
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
  const ws = attachGraphqlWebSocket(server, backend, {
    allowedOrigins, isKnownHost: (req) => isKnownHost(req, hosts), limits: options.socketLimits,
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 5173, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const loopback = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  ownOrigin = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      backend.close();
      await ws.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await store?.close();
      await recordings.close();
    })();
    return closing;
  };

  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, backend, recordings, httpServer: server, close };
}
