// The real ingest on a free loopback port behind a small fault-injecting front, for the transport tests: the front
// answers a request with the fault the test decides (a 5xx, never reaching the ingest) or hands it to the real ingest,
// and may hold the ingest's answer back (latency, a page already gone: the batch is stored, the answer comes late).
// What is accepted and stored is the real ingest's doing.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRealIngest, type RealIngest, type StoredBatchView } from '../../support/real-ingest';
import type { IngestLimits } from '../../../src/server/ingest/ingest-context';

export interface IngestRequestSeen {
  identity: string;
  token: string;
  gzip: boolean;
}

/** The fault for a request: a status other than 200 (the ingest never sees it), and a delay before the answer. */
export type Decide = (request: IngestRequestSeen, index: number) => { status?: number; delayMs?: number } | undefined;

export interface FaultyIngestServer {
  /** The ingest's base, as the agent's ingestPoint. */
  url: string;
  real: RealIngest;
  /** Every batch request that reached the front, in arrival order. */
  requests: IngestRequestSeen[];
  /** The batches the real ingest holds, after its latest answer. */
  stored: StoredBatchView[];
  /** Every identity the real ingest answered 200, in order, repeats included. */
  acknowledged: string[];
  decide: Decide;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

// Real time on purpose: the delay is network latency over a real socket, so answers overtake one another.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFaultyIngestServer(decide: Decide = () => undefined, limits?: Partial<IngestLimits>): Promise<FaultyIngestServer> {
  const real = await startRealIngest({ limits });
  const front = { real, requests: [], stored: [], acknowledged: [], decide } as unknown as FaultyIngestServer;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = new Uint8Array(await read(req));
    const isBatch = url.pathname === '/ingest/v1/web/i';
    const request: IngestRequestSeen = {
      identity: url.searchParams.get('batch') ?? '',
      token: String(req.headers.authorization ?? '').replace(/^Bearer /, ''),
      gzip: req.headers['content-encoding'] === 'gzip',
    };
    if (isBatch) front.requests.push(request);
    const choice = (isBatch ? front.decide(request, front.requests.length - 1) : undefined) ?? {};
    const answer = async (status: number, headers: Record<string, string>, text: string | Uint8Array) => {
      if (choice.delayMs) await sleep(choice.delayMs);
      if (!res.destroyed) res.writeHead(status, headers).end(text);
    };
    if (choice.status && choice.status !== 200) return answer(choice.status, {}, 'ingest fault');
    const answered = await real.handle({ method: req.method ?? 'GET', url, headers: req.headers as Record<string, string>, body, client: req.socket.remoteAddress });
    // Read at once, as the ingest now holds it; the answer may still be slow.
    if (isBatch) front.stored = await real.stored();
    await answer(answered.status, answered.headers, answered.body);
    if (isBatch && answered.status === 200) front.acknowledged.push(request.identity);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  front.url = `http://127.0.0.1:${port}/ingest`;
  front.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => void real.close().then(() => resolve()));
    });
  return front;
}
