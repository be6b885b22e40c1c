// The per-project buckets of the ingest's throttle: many clients of one project, each well inside its own
// allowance, still meet the project's limit together, and another project's visitors go on recording.
import { describe, expect, it } from 'vitest';
import { createIngest, type Ingest } from '../../src/server/ingest/ingest-service';
import { defaultProjects, type IngestProject } from '../../src/server/ingest/ingest-projects';
import { memorySessionFiles } from '../../src/server/ingest/session-files';
import { TOO_MANY_BYTES, TOO_MANY_STARTS, type ThrottleLimits } from '../../src/server/ingest/ingest-throttle';
import type { IngestResponse } from '../../src/server/ingest/ingest-http';
import { bodyJson, bodyText, CHROME_UA, sampleBatch } from './ingest-harness';

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);
const ROOMY = { perSecond: 1_000, burst: 1_000_000 };

const projects = (): IngestProject[] => [
  ...defaultProjects('flooded-shop'),
  { ...defaultProjects('quiet-shop')[0], projectID: 2, name: 'Quiet shop', usabilityTests: [] },
];

async function ingestWith(throttle: Partial<ThrottleLimits>): Promise<Ingest> {
  return createIngest({
    files: memorySessionFiles(), projects: projects(), secret: new TextEncoder().encode('test-secret-test-secret-test-secret'),
    now: () => NOW, random: () => 0.5,
    // The clients' own buckets are roomy: only the project's can refuse.
    limits: { throttle: { startsPerClient: ROOMY, bytesPerClient: ROOMY, startsPerProject: ROOMY, bytesPerProject: ROOMY, ...throttle } },
  });
}

/** A start from its own client address (127.0.0.x), the way a crowd of visitors arrives. */
const start = (ingest: Ingest, projectKey: string, client: string): Promise<IngestResponse> => ingest.handle({
  method: 'POST', path: '/v1/web/start', query: new URLSearchParams(), client, baseUrl: 'http://127.0.0.1:5173/ingest',
  headers: { 'user-agent': CHROME_UA, 'content-type': 'application/json' },
  body: new TextEncoder().encode(JSON.stringify({ projectKey, trackerVersion: '16.2.1', timestamp: NOW - 25 })),
});

const batch = (ingest: Ingest, token: string, client: string): Promise<IngestResponse> => ingest.handle({
  method: 'POST', path: '/v1/web/i', query: new URLSearchParams('batch=1_1'), client, baseUrl: 'http://127.0.0.1:5173/ingest',
  headers: { 'user-agent': CHROME_UA, authorization: `Bearer ${token}` }, body: sampleBatch(1, 0, NOW),
});

describe('Ingest throttle per project', () => {
  it('a crowd of clients starting sessions for one project meets its limit; another project still starts', async () => {
    const ingest = await ingestWith({ startsPerProject: { perSecond: 1, burst: 5 } });
    const answers: IngestResponse[] = [];
    for (let i = 0; i < 12; i++) answers.push(await start(ingest, 'flooded-shop', `127.0.0.${10 + i}`));
    expect(answers.map((a) => a.status)).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    expect(bodyText(answers[5])).toBe(TOO_MANY_STARTS);
    expect(Number(answers[5].headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const quiet = await start(ingest, 'quiet-shop', '127.0.0.99');
    expect(quiet.status).toBe(200);
    expect(bodyJson(quiet).projectID).toBe(2);
   }, 30_000);

  it("a crowd of clients sending one project's batches meets its byte limit; another project's batch is stored", async () => {
    const size = sampleBatch(1, 0, NOW).length;
    const ingest = await ingestWith({ bytesPerProject: { perSecond: 1, burst: size * 3 } });
    const statuses: number[] = [];
    let refused: IngestResponse | null = null;
    for (let i = 0; i < 6; i++) {
      const client = `127.0.0.${10 + i}`;
      const { token } = bodyJson(await start(ingest, 'flooded-shop', client));
      const answer = await batch(ingest, token, client);
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(bodyText(refused!)).toBe(TOO_MANY_BYTES);
    const { token } = bodyJson(await start(ingest, 'quiet-shop', '127.0.0.99'));
    expect((await batch(ingest, token, '127.0.0.99')).status).toBe(200);
    expect(ingest.stats.refusedThrottled).toBe(3);
   }, 30_000);
});
