// The agent's start body and the ingest's reading of it are one protocol type: what the agent
// builds is read back by the ingest field for field, nothing dropped or defaulted.
import { describe, expect, it } from 'vitest';
import { parseStartRequest } from '../../src/server/ingest/start-endpoint';
import { startBody } from '../../src/tracker/session/start-request';

describe('start request body shared by the agent and the ingest', () => {
  it('the ingest reads the body the agent builds exactly as sent', () => {
    const body = startBody({
      userUUID: 'visitor-7',
      projectKey: 'shop',
      revID: 'rev-3',
      isSnippet: true,
      timestamp: 1_700_000_000_000,
      bufferDiff: 1200,
      userID: 'jane@example.com',
      token: 'tok',
      condition: 'checkout',
    });
    const parsed = parseStartRequest(JSON.parse(JSON.stringify(body)));
    expect(parsed).toEqual({ ok: true, value: body });
  });
});
