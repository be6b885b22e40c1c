import type { RecordingStart, SessionRecorder } from '../../src/ports/session-recorder';

/**
 * The recording agent for application tests: it starts as told (recording, turned off, or refused by the
 * ingest) and keeps what reaches the recording. Held to the real agent's behaviour by session-recorder.contract.ts.
 */
export class FakeSessionRecorder implements SessionRecorder {
  /** What reached the recording, as the replay would show it. */
  readonly recorded: { userIds: string[]; events: { name: string; payload?: Record<string, unknown> }[] } = { userIds: [], events: [] };
  private state: 'idle' | 'starting' | 'recording' | 'stopped' = 'idle';
  private held: { userId: string | null; events: { name: string; payload?: Record<string, unknown> }[] } = { userId: null, events: [] };
  private sessions = 0;

  constructor(private readonly outcome: 'recording' | 'off' | { refusedWith: string } = 'recording') {}

  async start(userID: string | null): Promise<RecordingStart> {
    if (this.outcome === 'off') return { recording: false, reason: 'Recording is turned off' };
    this.state = 'starting';
    // The agent loads after the page: what the shop says meanwhile is held for the recording.
    await Promise.resolve();
    if (typeof this.outcome === 'object') {
      this.state = 'idle';
      return { recording: false, reason: this.outcome.refusedWith };
    }
    this.state = 'recording';
    const user = this.held.userId ?? userID;
    if (user) this.recorded.userIds.push(user);
    this.recorded.events.push(...this.held.events.splice(0));
    return { recording: true, sessionID: `session-${++this.sessions}` };
  }

  setUserID(id: string): void {
    if (this.state === 'recording') this.recorded.userIds.push(id);
    else if (this.state !== 'stopped') this.held.userId = id;
  }

  event(name: string, payload?: Record<string, unknown>): void {
    if (this.state === 'recording') this.recorded.events.push({ name, payload });
    else if (this.state !== 'stopped' && this.held.events.length < 50) this.held.events.push({ name, payload });
  }

  stop(): void {
    this.state = 'stopped';
  }
}
