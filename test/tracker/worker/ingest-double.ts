// A real HTTP ingest of the batch endpoint on a free local port, for transport tests under
// faults (held to the real ingest by test/ingest/ingest-doubles.contract.test.ts): it checks the bearer token, gunzips, decodes every batch with the protocol decoder,
// stores each batch identity once (a resend of a stored batch is acknowledged, not stored again)
// and can fail, delay or refuse requests as the test chooses.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { decodeBatch } from '../../../src/protocol/decoder';
import { BATCH_QUERY } from '../../../src/server/ingest/batch-endpoint';
import type { Message } from '../../../src/protocol/messages';

export interface StoredBatch {
  identity: string;
  messages: Message[];
}

export interface IngestRequest {
  identity: string;
  token: string;
  gzip: boolean;
}

/** What the ingest answers a request with: a status, after an optional delay. */
export type Decide = (request: IngestRequest, index: number) => { status?: number; delayMs?: number } | undefined;

export interface IngestDouble {
  url: string;
  stored: StoredBatch[];
  requests: IngestRequest[];
  /** Every identity answered 200, in order, repeats included. */
  acknowledged: string[];
  tokens: Set<string>;
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

export async function startIngestDouble(decide: Decide = () => undefined): Promise<IngestDouble> {
  const stored: StoredBatch[] = [];
  const requests: IngestRequest[] = [];
  const acknowledged: string[] = [];
  const seen = new Set<string>();
  const tokens = new Set<string>(['T1']);
  const double = { stored, requests, acknowledged, tokens, decide } as IngestDouble;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://ingest');
    const body = await read(req);
    if (req.method !== 'POST' || url.pathname !== '/ingest/v1/web/i') {
      res.writeHead(404).end();
      return;
    }
    const request: IngestRequest = {
      identity: url.searchParams.get('batch') ?? '',
      token: (req.headers.authorization ?? '').replace(/^Bearer /, ''),
      gzip: req.headers['content-encoding'] === 'gzip',
    };
    requests.push(request);
    const choice = double.decide(request, requests.length - 1) ?? {};
    const answer = async (status: number, text = '') => {
      if (choice.delayMs) await sleep(choice.delayMs);
      if (!res.destroyed) res.writeHead(status).end(text);
    };
    if (!tokens.has(request.token)) return answer(401);
    if (!BATCH_QUERY.test(request.identity)) return answer(400, 'Malformed batch: the query must be batch={page}_{batchnum}');
    if (choice.status && choice.status !== 200) return answer(choice.status, 'ingest fault');
    let messages: Message[];
    try {
      messages = decodeBatch(request.gzip ? gunzipSync(body) : body);
    } catch (error) {
      return answer(400, String(error));
    }
    // Stored as soon as it is read; the answer may still be slow (latency, a page already gone).
    // A resend of a stored batch is acknowledged and not stored again.
    if (!seen.has(request.identity)) {
      seen.add(request.identity);
      stored.push({ identity: request.identity, messages });
    }
    await answer(200);
    acknowledged.push(request.identity);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  double.url = `http://127.0.0.1:${port}/ingest`;
  double.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return double;
}
