// Opening long sessions in /replay (`npm run bench`, or `BENCH_ONLY=replay`): a synthesised
// 60-minute and 4-hour visit of a 5000-node page (1666 rows whose texts change 20 times a second,
// a click every 5 s) is written with the protocol's writer, posted to the real server with its
// session files on disk, and opened in headless Chromium as the owner. Figures: the time from the
// address to the first frame with working controls (the first batch in), the time until every batch
// has loaded (download, decode, lay out, keyframes), and the viewer tab's JavaScript heap after a
// garbage collection once all is loaded (CDP Performance.getMetrics JSHeapUsedSize).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startMockServer } from '../../src/server/http/server';
import { syntheticSession } from '../replay/synthetic-session';
import { ownerCookie } from '../support/owner-sign-in';

/** The tab's memory goal for a 4-hour session. */
const HEAP_GOAL_MB = 300;
const ROWS = 1666; // 3 nodes a row: about 5000 nodes

export async function reportReplayMemory(browser: Browser, distDir: string, minutes: number[] = [60, 240]): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawprint-bench-replay-'));
  const server = await startMockServer({ port: 0, dataDir, staticDir: distDir, log: () => {} });
  console.log(`\nOpening long sessions in /replay (headless Chromium, ${ROWS * 3} busy nodes, session files on disk; heap goal ≤ ${HEAP_GOAL_MB} MB at 4 h)`);
  try {
    const cookie = await ownerCookie(server.url, server.recordings.owners[0]);
    const cut = cookie.indexOf('=');
    for (const length of minutes) {
      const session = syntheticSession(length * 60_000, { clickEvery: 5000, busyRows: ROWS, batchEvery: 10_000 });
      const start = await fetch(`${server.url}/ingest/v1/web/start`, { method: 'POST', body: JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now(), userID: `bench-${length}@pawprint.test` }) });
      const { token, sessionID } = await start.json();
      let bytes = 0;
      for (const [pageNo, batchNum, body] of session.batches) {
        bytes += body.length;
        const r = await fetch(`${server.url}/ingest/v1/web/i?batch=${pageNo}_${batchNum}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
        if (r.status !== 200) throw new Error(`batch answered ${r.status}`);
      }
      const messages = session.messages.reduce((n, m) => n + m.length, 0);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name: cookie.slice(0, cut), value: cookie.slice(cut + 1), url: server.url }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const opened = performance.now();
      await page.goto(`${server.url}/replay?session=${sessionID}`);
      // the first frame: Play works once the first batch is shown; the rest loads under it
      await page.getByRole('button', { name: 'Play', disabled: false }).waitFor({ timeout: 300_000 });
      const openMs = performance.now() - opened;
      await page.locator('main.replay-player[aria-busy="false"]').waitFor({ state: 'attached', timeout: 600_000 });
      const loadedMs = performance.now() - opened;
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
      const heapMb = heap / 1024 / 1024;
      await context.close();
      const verdict = length >= 240 ? (heapMb <= HEAP_GOAL_MB ? '  (within the goal)' : '  (OVER the goal)') : '';
      console.log(`  ${length} min: ${session.batches.length} batches, ${messages} messages, ${(bytes / 1e6).toFixed(1)} MB; first frame in ${Math.round(openMs)} ms, all loaded in ${Math.round(loadedMs)} ms; JS heap ${heapMb.toFixed(0)} MB${verdict}`);
    }
  } catch (error) {
    console.log(`  Replay memory not taken: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
