import { startMockServer } from '../../src/server/http/server';
import type { FaultConfig } from '../../src/server/mock-api/faults';
import type { ApiContract } from '../../src/server/http/contract-mode';

export interface RunningShop {
  url: string;
  /** What the server printed (one-time codes, verification tokens), oldest first. */
  logs: string[];
  close(): Promise<void>;
}

/** A fresh shop with the seeded catalogue, in memory, on a random loopback port, serving the build in dist/. */
export async function startShop(options: { faults?: FaultConfig; contract?: ApiContract; dataDir?: string } = {}): Promise<RunningShop> {
  const logs: string[] = [];
  const server = await startMockServer({
    port: 0, dataDir: options.dataDir ?? null, staticDir: 'dist', faults: options.faults, contract: options.contract, log: (line) => logs.push(line),
  });
  return { url: server.url, logs, close: () => server.close() };
}
