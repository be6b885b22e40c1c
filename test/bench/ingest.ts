// The ingest and the replay, measured (`npm run bench`; figures only, never a verdict that fails):
//   1. Ingest throughput: gzipped batches posted to the real server over HTTP with the session
//      files on disk (fsync before each acknowledgement), one at a time and four at once;
//      batches per second and MB per second (uncompressed batch bytes and bytes on the wire).
//   2. Seek: the time to show the middle of a synthesised 10-minute session in /replay in
//      headless Chromium (from the nearest keyframe), median of 7 seeks around the middle, and
//      the time the player takes to lay the session out when it opens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { startMockServer } from '../../src/server/http/server';
import { defaultProjects } from '../../src/server/ingest/ingest-projects';
import type { Message } from '../../src/protocol/messages';
import { batchHeader, writeBatch } from '../tracker/batch-writer';
import { syntheticSession } from '../replay/synthetic-session';
import { ownerCookie } from '../support/owner-sign-in';
import { median } from './median';


/** A batch like a busy page's: DOM changes, text, pointer moves and a click, about 40 KB before gzip. */
function realisticBatch(page: number, n: number): Uint8Array {
  const messages: Message[] = [...batchHeader(page, n * 1000, 1_764_061_200_000 + n * 1000)];
  for (let i = 0; i < 400; i++) {
    const id = n * 1000 + i;
    messages.push([8, id, 7, i, 'div', false], [12, id, 'class', `row item-${i % 17}`], [9, id + 500_000, id, 0], [14, id + 500_000, `Treat and chew box ${i} for a medium dog`]);
    if (i % 20 === 0) messages.push([20, 100 + i, 200 + (i % 50)], [0, 1_764_061_200_000 + n * 1000 + i]);
  }
  messages.push([68, 10, 120, 'Add to Cart', 'main > button.add', 50, 50]);
  return writeBatch(messages);
}

interface Throughput { batches: number; seconds: number; rawMB: number; wireMB: number; retries: number }

async function postBurst(url: string, token: string, bodies: Uint8Array[], concurrency: number, page: number): Promise<Throughput> {
  let next = 0;
  let retries = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const n = next++;
      // A connection dropped under load is retried as the agent would: the batch's identity keeps it stored once.
      for (let attempt = 1; ; attempt++) {
        try {
          const r = await fetch(`${url}/ingest/v1/web/i?batch=${page}_${n + 1}`, {
            method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-encoding': 'gzip' }, body: bodies[n] as Uint8Array<ArrayBuffer>,
          });
          if (r.status !== 200) throw new Error(`batch ${n + 1} answered ${r.status}`);
          break;
        } catch (error) {
          if (attempt >= 3 || (error instanceof Error && error.message.startsWith('batch '))) throw error;
          retries++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { batches: bodies.length, seconds, rawMB: 0, wireMB: bodies.reduce((s, b) => s + b.length, 0) / 1e6, retries };
}

export async function reportIngestThroughput(count = Number(process.env.BENCH_INGEST_BATCHES ?? 300)): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawprint-bench-ingest-'));
  const server = await startMockServer({
    port: 0, dataDir, staticDir: null, log: () => {},
    ingest: { projects: defaultProjects(), faults: {}, limits: { maxSessionBytes: 2 * 1024 ** 3 }, allowedOrigins: '*' },
  });
  try {
    const rows: string[][] = [];
    for (const concurrency of [1, 4]) {
      const start = await fetch(`${server.url}/ingest/v1/web/start`, { method: 'POST', body: JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now() }) });
      const { token } = await start.json();
      const raw = Array.from({ length: count }, (_, n) => realisticBatch(1, n));
      const gz = raw.map((b) => new Uint8Array(gzipSync(b)));
      const result = await postBurst(server.url, token, gz, concurrency, 1);
      result.rawMB = raw.reduce((s, b) => s + b.length, 0) / 1e6;
      rows.push([
        `${concurrency === 1 ? 'one at a time' : `${concurrency} at once`}`,
        String(count),
        `${Math.round(result.batches / result.seconds)}`,
        (result.rawMB / result.seconds).toFixed(1),
        (result.wireMB / result.seconds).toFixed(1),
        `${((result.seconds * 1000) / count).toFixed(1)} ms`,
        String(result.retries),
      ]);
    }
    const avg = realisticBatch(1, 1);
    console.log(`\nIngest throughput: gzipped batches over HTTP to /ingest, session files on disk, fsync before each ack (batch ${(avg.length / 1024).toFixed(0)} KB, ${(gzipSync(avg).length / 1024).toFixed(0)} KB gzipped)`);
    const header = ['posting', 'batches', 'batches/s', 'MB/s (batch)', 'MB/s (gzip)', 'per batch', 'resent'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    console.log(header.map((h, i) => h.padEnd(widths[i])).join('  '));
    for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
  } catch (error) {
    console.log(`\nIngest throughput not taken: ${error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ""}` : String(error)}`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function reportReplaySeek(browser: Browser, distDir: string): Promise<void> {
  const server = await startMockServer({ port: 0, dataDir: null, staticDir: distDir, log: () => {} });
  try {
    const session = syntheticSession(600_000, { clickEvery: 3000, busyRows: 1500 });
    const start = await fetch(`${server.url}/ingest/v1/web/start`, { method: 'POST', body: JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now(), userID: 'bench@pawprint.test' }) });
    const { token, sessionID } = await start.json();
    let bytes = 0;
    let messages = 0;
    for (const [pageNo, batchNum, body] of session.batches) {
      bytes += body.length;
      const r = await fetch(`${server.url}/ingest/v1/web/i?batch=${pageNo}_${batchNum}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
      if (r.status !== 200) throw new Error(`batch answered ${r.status}`);
    }
    for (const m of session.messages) messages += m.length;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The replay is the owner's: the bench signs in first, outside the measured time.
    const cookie = await ownerCookie(server.url, server.recordings.owners[0]);
    const cut = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, cut), value: cookie.slice(cut + 1), url: server.url }]);
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto(`${server.url}/replay?session=${sessionID}`);
    await page.getByRole('button', { name: 'Play' }).waitFor({ timeout: 60_000 });
    const openMs = performance.now() - opened;
    const figures = await page.evaluate(() => {
      const player = (window as unknown as { __replayPlayer: { duration: number; seek(t: number): void } }).__replayPlayer;
      const times: number[] = [];
      for (let i = -3; i <= 3; i++) {
        player.seek(0); // from elsewhere each time, as a person dragging the timeline
        const t0 = performance.now();
        player.seek(player.duration / 2 + i * 1700);
        (document.querySelector('iframe.replay-frame') as HTMLIFrameElement).contentDocument!.body.getBoundingClientRect(); // include layout
        times.push(performance.now() - t0);
      }
      return { times, duration: player.duration };
    });
    await context.close();
    console.log(`\nSeek to the middle of a 10-minute session in /replay (headless Chromium; ${session.batches.length} batches, ${messages} messages, ${(bytes / 1e6).toFixed(1)} MB, 1500 busy rows; keyframes every 5 s)`);
    console.log(`  seek to the middle (${(figures.duration / 120000).toFixed(1)} min): median ${median(figures.times).toFixed(1)} ms (range ${Math.min(...figures.times).toFixed(1)}–${Math.max(...figures.times).toFixed(1)} ms, 7 seeks)`);
    console.log(`  open the session (download, decode, lay out, first page shown): ${Math.round(openMs)} ms`);
  } catch (error) {
    console.log(`\nReplay seek not taken: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await server.close();
  }
}
