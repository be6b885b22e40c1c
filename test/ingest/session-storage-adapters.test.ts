// Every storage adapter passes the one contract: memory, local files, and S3-compatible object
// storage (s3rver, started here on a loopback port over a temp dir).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileSessionStorage, memorySessionStorage } from '../../src/server/ingest/session-storage-port';
import { s3SessionStorage } from '../../src/server/ingest/s3-session-storage';
import { sessionStorageContract } from './session-storage.contract';

let memory = memorySessionStorage();
let dir = '';
beforeEach(() => {
  memory = memorySessionStorage();
  dir = mkdtempSync(join(tmpdir(), 'pawprint-storage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

let s3: { close(): Promise<void> } | null = null;
let endpoint = '';
let s3Dir = '';
let bucketRun = 0;
beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'pawprint-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'recordings' }] });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  s3 = server;
});
afterAll(async () => {
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});
// Each test gets a prefix of its own in the one bucket, as separate ingests sharing a bucket would.
beforeEach(() => {
  bucketRun++;
});

sessionStorageContract('memory', () => ({ open: () => memory, durable: false }));
sessionStorageContract('files', () => ({ open: () => fileSessionStorage(dir), durable: true }));
sessionStorageContract('S3-compatible object storage', () => ({
  durable: true,
  open: () => s3SessionStorage({
    bucket: 'recordings',
    prefix: `run-${bucketRun}/`,
    client: { endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
  }),
}));

describe('The S3 adapter under test', () => {
  it('talks to the local stand-in on the loopback, never to a real bucket', () => {
    expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
