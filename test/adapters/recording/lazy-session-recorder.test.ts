// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { LazySessionRecorder } from '../../../src/adapters/recording/lazy-session-recorder';
import { recordingConfigFrom } from '../../../src/adapters/recording/recording-config';

const config = recordingConfigFrom({});

function fakeModule(result: unknown, conditional?: unknown) {
  const made: { options: unknown; events: unknown[]; userIds: unknown[]; starts: string[] }[] = [];
  class Tracker {
    rec = { options: undefined as unknown, events: [] as unknown[], userIds: [] as unknown[], starts: [] as string[] };
    startOnConditions = conditional === undefined ? undefined : () => (this.rec.starts.push('conditions'), Promise.resolve(conditional));
    constructor(options: unknown) {
      this.rec.options = options;
      made.push(this.rec);
    }
    setUserID(id: unknown) {
      this.rec.userIds.push(id);
    }
    start() {
      this.rec.starts.push('start');
      return Promise.resolve(result);
    }
    event(name: unknown, payload: unknown) {
      this.rec.events.push([name, payload]);
    }
    stop() {}
  }
  return { load: vi.fn(async () => ({ Tracker }) as never), made };
}

describe('The lazily loaded recording agent', () => {
  it('reads its settings: on by default, off, another ingest', () => {
    expect(config).toEqual({ enabled: true, ingestPoint: null, projectKey: 'pawprint-shop' });
    expect(recordingConfigFrom({ VITE_RECORDING: 'off' }).enabled).toBe(false);
    expect(recordingConfigFrom({ VITE_RECORDING_INGEST: 'https://ingest.example.com/ingest' }).ingestPoint).toBe('https://ingest.example.com/ingest');
  });

  it('loads the agent only when starting, with the user id, and passes events on', async () => {
    const { load, made } = fakeModule({ success: true, sessionID: 's9', userUUID: 'u' });
    const recorder = new LazySessionRecorder(config, load);
    recorder.event('early', { a: 1 });
    expect(load).not.toHaveBeenCalled();
    expect(await recorder.start('jane@example.com')).toEqual({ recording: true, sessionID: 's9' });
    recorder.event('later');
    expect(made[0].options).toEqual({ projectKey: 'pawprint-shop' });
    expect(made[0].userIds).toEqual(['jane@example.com']);
    expect(made[0].events).toEqual([['early', { a: 1 }], ['later', undefined]]);
  });

  it('answers with a reason when off, when the ingest refuses, when the agent does not load', async () => {
    const off = new LazySessionRecorder(recordingConfigFrom({ VITE_RECORDING: 'off' }), fakeModule({}).load);
    expect(await off.start(null)).toEqual({ recording: false, reason: 'Recording is turned off' });
    const refused = new LazySessionRecorder(config, fakeModule({ success: false, reason: 'Server error: 404. Not Found' }).load);
    expect(await refused.start(null)).toEqual({ recording: false, reason: 'Server error: 404. Not Found' });
    const broken = new LazySessionRecorder(config, () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await broken.start(null)).toEqual({ recording: false, reason: 'Failed to fetch dynamically imported module' });
  });

  it("waits for the project's start conditions when it has some, and records at once when it has none", async () => {
    const waiting = fakeModule({ success: true, sessionID: 's1', userUUID: 'u' }, { success: true, conditions: 2 });
    const onConditions = new LazySessionRecorder(config, waiting.load);
    onConditions.event('early');
    expect(await onConditions.start(null)).toEqual({ recording: 'on-condition', conditions: 2 });
    expect(waiting.made[0].starts).toEqual(['conditions']);
    // Events reach the agent while it waits: a custom-event condition can be met by them.
    expect(waiting.made[0].events).toEqual([['early', undefined]]);

    const none = fakeModule({ success: true, sessionID: 's2', userUUID: 'u' }, { success: true, conditions: 0 });
    expect(await new LazySessionRecorder(config, none.load).start(null)).toEqual({ recording: true, sessionID: 's2' });
    expect(none.made[0].starts).toEqual(['conditions', 'start']);

    const unreadable = fakeModule({ success: true, sessionID: 's3', userUUID: 'u' }, { success: false, reason: 'Critical: cannot fetch start conditions' });
    expect(await new LazySessionRecorder(config, unreadable.load).start(null)).toEqual({ recording: true, sessionID: 's3' });
  });

  it('hands the agent a user id given while it was still loading', async () => {
    const { load, made } = fakeModule({ success: true, sessionID: 's4', userUUID: 'u' });
    const recorder = new LazySessionRecorder(config, load);
    const started = recorder.start(null);
    recorder.setUserID('signed.in.early@example.com');
    await started;
    expect(made[0].userIds).toEqual(['signed.in.early@example.com']);
  });
});
