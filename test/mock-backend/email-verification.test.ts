import { describe, expect, it } from 'vitest';
import { harness } from './backend-harness';

const LATEST = '{ getLatestEmailVerification { id status } }';
const ME = '{ me { email email_verified } }';

describe('the unverified demo account (001 §4 verification banner)', () => {
  it('signs in with the demo password, is unverified and its latest link has expired', async () => {
    const h = harness();
    await h.login('unverified@pawprint.test');
    expect((await h.data(ME)).me).toEqual({ email: 'unverified@pawprint.test', email_verified: false });
    expect((await h.data(LATEST)).getLatestEmailVerification.status).toBe('expired');
  });

  it('a resend makes the latest verification pending and logs the link token', async () => {
    const h = harness();
    await h.login('unverified@pawprint.test');
    await h.data('mutation { createEmailVerification { id } }');
    expect((await h.data(LATEST)).getLatestEmailVerification.status).toBe('pending');
    expect(h.logs.some((l) => l.includes('Email verification for unverified@pawprint.test'))).toBe(true);
  });
});
