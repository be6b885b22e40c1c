import { startMockServer } from '../../src/server/http/server';
import type { FaultConfig } from '../../src/server/mock-api/faults';
import type { ApiContract } from '../../src/server/http/contract-mode';
import { ownerCookie, type OwnerCredentials } from '../support/owner-sign-in';
import type { SessionStore } from '../../src/server/ingest/session-store';

export interface RunningShop {
  url: string;
  /** What the server printed (one-time codes, verification tokens), oldest first. */
  logs: string[];
  /** The shop project's seeded recording owner, who may open /replay and its API. */
  owner: OwnerCredentials;
  /** fetch() as the signed-in owner, for the replay API. */
  ownerFetch(url: string, init?: RequestInit): Promise<Response>;
  /** The ingest's session store, in this process: a test may slow its reads down. */
  sessionStore: SessionStore;
  close(): Promise<void>;
}

/** A fresh shop with the seeded catalogue, in memory, on a random loopback port, serving the build in dist/. */
export async function startShop(options: { faults?: FaultConfig; contract?: ApiContract; dataDir?: string } = {}): Promise<RunningShop> {
  const logs: string[] = [];
  const server = await startMockServer({
    port: 0, dataDir: options.dataDir ?? null, staticDir: 'dist', faults: options.faults, contract: options.contract, log: (line) => logs.push(line),
  });
  const owner = server.recordings.owners[0];
  let cookie: Promise<string> | null = null;
  const ownerFetch = async (url: string, init: RequestInit = {}) =>
    fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: await (cookie ??= ownerCookie(server.url, owner)) } });
  return { url: server.url, logs, owner, ownerFetch, sessionStore: server.recordings.ingest.store, close: () => server.close() };
}
