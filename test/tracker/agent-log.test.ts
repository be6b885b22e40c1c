// @vitest-environment jsdom
// The agent's own console lines follow the site's logLevel (001 §9), and with debugReportUrl each
// failure is POSTed there as { context, error } (001 §7).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tracker } from '../../src/tracker/tracker';
import { installAgentEnv } from './fake-agent-env';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A refusal a retry cannot mend (a 5xx would be tried again with backoff first).
const refused = () => new Response('down', { status: 403 });

describe("The agent's logging", () => {
  it('prints its warning at the default level, nothing when silent, and reports the failure when asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installAgentEnv(refused);
    expect(await new Tracker({ projectKey: 'p', tabWaitMs: 0 }).start()).toEqual({ success: false, reason: 'Server error: 403. down' });
    expect(warn).toHaveBeenCalledWith('Session recording not started: Server error: 403. down');

    warn.mockClear();
    const env = installAgentEnv(refused);
    await new Tracker({ projectKey: 'p', tabWaitMs: 0, logLevel: 'silent', debugReportUrl: 'https://debug.example.com/report' }).start();
    expect(warn).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(env.calls.find((c) => c.url === 'https://debug.example.com/report')?.body).toEqual({ context: 'start', error: 'Server error: 403. down' }));
  });
});
