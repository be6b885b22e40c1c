import { afterEach, describe, expect, it } from 'vitest';
import type { SessionRecorder } from '../../src/ports/session-recorder';

/** What reached the recording of a visit, as its replay would show it. */
export interface Recorded {
  userIds: string[];
  events: { name: string; payload?: Record<string, unknown> }[];
}

/** A recorder, and what has reached its recording so far. */
export interface RecorderUnderContract {
  recorder: SessionRecorder;
  recorded(): Recorded;
}

/** 'recording': the ingest knows the project; 'off': the shop turned recording off; 'refused': the ingest does not know the project. */
export type RecorderSetup = 'recording' | 'off' | 'refused';

/** What the shop relies on when it records a visit (VisitRecording): it never throws, and nothing it says before the agent runs is lost. */
export function sessionRecorderContract(name: string, make: (setup: RecorderSetup) => Promise<RecorderUnderContract>, cleanUp: () => void = () => {}): void {
  describe(`SessionRecorder: ${name}`, () => {
    afterEach(cleanUp);

    it('records the visit: the session\'s id, the user it started with, and the events said before and after it began', async () => {
      const { recorder, recorded } = await make('recording');
      recorder.event('visitor-loaded', { path: '/meatballs' });
      const started = await recorder.start('jane@example.com');
      expect(started).toEqual({ recording: true, sessionID: expect.stringMatching(/\S/) });
      recorder.event('added-to-cart', { sku: 'sku-meatballs' });
      await expect.poll(() => recorded().events.map((e) => e.name)).toEqual(['visitor-loaded', 'added-to-cart']);
      expect(recorded().events[0].payload).toEqual({ path: '/meatballs' });
      expect(recorded().userIds).toEqual(['jane@example.com']);
      recorder.stop();
    });

    it('a user id given while the agent is still starting is the one recorded', async () => {
      const { recorder, recorded } = await make('recording');
      const started = recorder.start(null);
      recorder.setUserID('signed.in.early@example.com');
      expect((await started).recording).toBe(true);
      await expect.poll(() => recorded().userIds).toEqual(['signed.in.early@example.com']);
      recorder.stop();
    });

    it('once stopped, nothing more reaches the recording', async () => {
      const { recorder, recorded } = await make('recording');
      await recorder.start(null);
      recorder.event('before-stop');
      await expect.poll(() => recorded().events.map((e) => e.name)).toEqual(['before-stop']);
      recorder.stop();
      recorder.event('after-stop');
      expect(() => recorder.setUserID('late@example.com')).not.toThrow();
      expect(recorded().events.map((e) => e.name)).toEqual(['before-stop']);
    });

    it('turned off, it answers why and records nothing; nothing the shop says throws', async () => {
      const { recorder, recorded } = await make('off');
      recorder.event('visitor-loaded');
      expect(await recorder.start('jane@example.com')).toEqual({ recording: false, reason: 'Recording is turned off' });
      expect(() => { recorder.setUserID('jane@example.com'); recorder.event('later'); recorder.stop(); }).not.toThrow();
      expect(recorded()).toEqual({ userIds: [], events: [] });
    });

    it('refused by the ingest, it answers with the reason instead of throwing, and records nothing', async () => {
      const { recorder, recorded } = await make('refused');
      recorder.event('visitor-loaded');
      const started = await recorder.start(null);
      expect(started).toEqual({ recording: false, reason: expect.stringMatching(/\S/) });
      expect(() => { recorder.event('later'); recorder.stop(); }).not.toThrow();
      expect(recorded()).toEqual({ userIds: [], events: [] });
    });
  });
}
