// @vitest-environment jsdom
// The SessionRecorder port's contract, held by the shop's real adapter (the lazily loaded recording agent, its
// start and conditions answered by the real ingest in-process) and by the fake the application tests run on.
// The page's worker is the one stand-in: jsdom has none, and the contract looks at what the agent hands it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySessionRecorder } from '../../src/adapters/recording/lazy-session-recorder';
import { recordingConfigFrom } from '../../src/adapters/recording/recording-config';
import { MessageType as M } from '../../src/protocol/messages';
import { createIngest, type Ingest } from '../../src/server/ingest/ingest-service';
import { defaultProjects } from '../../src/server/ingest/ingest-projects';
import { memorySessionFiles } from '../../src/server/ingest/session-files';
import { FakeSessionRecorder } from '../fakes/fake-session-recorder';
import { FakeWorker } from '../tracker/fake-agent-env';
import { sessionRecorderContract, type Recorded, type RecorderSetup } from './session-recorder.contract';

const INGEST = 'http://shop.test/ingest';

/** The page's fetch, answered by the ingest's own handler as its HTTP server would. */
function fetchFrom(ingest: Ingest): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input));
    const body = init.body == null ? null : typeof init.body === 'string' ? new TextEncoder().encode(init.body) : new Uint8Array(init.body as ArrayBuffer);
    const headers: Record<string, string> = { 'user-agent': navigator.userAgent };
    new Headers(init.headers).forEach((value, key) => { headers[key] = value; });
    const answer = await ingest.handle({
      method: init.method ?? 'GET', path: url.pathname.slice(new URL(INGEST).pathname.length), query: url.searchParams, headers, body, baseUrl: INGEST,
    });
    return new Response(answer.body as BodyInit, { status: answer.status, headers: answer.headers });
  };
}

/** The custom events and user ids the agent handed its worker: what the recording holds. */
function recordedByWorkers(): Recorded {
  const messages = FakeWorker.instances.flatMap((w) => w.posted).flatMap((m) => (m.type === 'messages' ? m.messages : []));
  return {
    userIds: messages.filter((m) => m[0] === M.UserID).map((m) => m[1] as string),
    events: messages.filter((m) => m[0] === M.CustomEvent).map((m) => ({ name: m[1] as string, ...(m[2] ? { payload: JSON.parse(m[2] as string) } : {}) })),
  };
}

const recorders: LazySessionRecorder[] = [];

/** The ingest the last real recorder was answered by. */
let lastIngest: Ingest | null = null;

async function realRecorder(setup: RecorderSetup): Promise<{ recorder: LazySessionRecorder; recorded: () => Recorded }> {
  const ingest = await createIngest({ files: memorySessionFiles(), projects: defaultProjects(), log: () => {} });
  lastIngest = ingest;
  FakeWorker.instances = [];
  FakeWorker.failToLoad = false;
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('fetch', fetchFrom(ingest));
  sessionStorage.clear();
  const config = recordingConfigFrom({
    VITE_RECORDING: setup === 'off' ? 'off' : 'on',
    VITE_RECORDING_INGEST: INGEST,
    VITE_RECORDING_PROJECT_KEY: setup === 'refused' ? 'no-such-project' : 'pawprint-shop',
  });
  const recorder = new LazySessionRecorder(config);
  recorders.push(recorder);
  return { recorder, recorded: recordedByWorkers };
}

function stopRealRecorders(): void {
  for (const r of recorders.splice(0)) r.stop();
  vi.unstubAllGlobals();
}

sessionRecorderContract('the lazily loaded recording agent, with the real ingest', realRecorder, stopRealRecorders);

describe('SessionRecorder: the real agent is answered by the ingest itself', () => {
  afterEach(stopRealRecorders);

  it('the session it reports is one the ingest started, for the shop\'s project', async () => {
    const { recorder } = await realRecorder('recording');
    const started = await recorder.start(null);
    if (started.recording !== true) throw new Error(`not recording: ${JSON.stringify(started)}`);
    expect(lastIngest!.store.has(started.sessionID)).toBe(true);
    const shop = defaultProjects().find((p) => p.projectKey === 'pawprint-shop')!;
    expect(lastIngest!.store.started(started.sessionID)?.projectID).toBe(shop.projectID);
  });
});

sessionRecorderContract('in-memory fake', async (setup) => {
  const recorder = new FakeSessionRecorder(setup === 'recording' ? 'recording' : setup === 'off' ? 'off' : { refusedWith: 'Server error: 404. Unknown project' });
  return { recorder, recorded: () => recorder.recorded };
});
