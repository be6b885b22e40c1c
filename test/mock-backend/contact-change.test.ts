// Changing the account's e-mail or phone the spec's way (000 §7): getVerify(to) sends a code to the new address,
// verifyOTP(code, channel, to) proves it while signed in, and updateUserContact(email, phone) then changes it, with
// no argument the spec does not name. A server of the spec's contract takes every one of these operations.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CONTACT_CODE_NEEDED } from '../../src/server/mock-api/auth-resolvers';
import { harness } from './backend-harness';

const codeFor = (logs: string[], to: string) => logs.map((l) => /^OTP for (\S+) by \S+: (\d{6})$/.exec(l)).filter((m) => m?.[1] === to).pop()?.[2] ?? '';

const SEND = 'mutation GetVerify($to: String!, $channel: String!) { getVerify(to: $to, channel: $channel) { status } }';
const PROVE = 'mutation VerifyOTP($code: String!, $channel: String!, $to: String!) { verifyOTP(code: $code, channel: $channel, to: $to) { access_token user { email } } }';
const CHANGE = 'mutation UpdateUserContact($email: String, $phone: String) { updateUserContact(email: $email, phone: $phone) { email phone } }';

describe('updateUserContact the spec way', () => {
  it('the spec contract accepts each operation as sent', () => {
    const contract = buildSchema(readFileSync('src/server/mock-api/spec-contract.graphql', 'utf8'));
    for (const query of [SEND, PROVE, CHANGE]) expect(validate(contract, parse(query)).map((e) => e.message)).toEqual([]);
  });

  it('changes the e-mail once verifyOTP proved the new one, keeps the account signed in, and uses the proof once', async () => {
    const h = harness();
    await h.login();
    expect(await h.error(CHANGE, { email: 'dana.new@example.com' })).toBe(CONTACT_CODE_NEEDED);

    await h.data(SEND, { to: 'dana.new@example.com', channel: 'email' });
    const proved = (await h.data(PROVE, { code: codeFor(h.logs, 'dana.new@example.com'), channel: 'email', to: 'dana.new@example.com' })).verifyOTP;
    // Still the same account: proving an address signs no one else in and makes no account.
    expect(proved.user.email).toBe('demo@pawprint.test');
    expect((await h.data(CHANGE, { email: 'dana.new@example.com' })).updateUserContact.email).toBe('dana.new@example.com');
    expect((await h.data('{ me { email } }')).me.email).toBe('dana.new@example.com');

    // The proof was for that address and is used up.
    expect(await h.error(CHANGE, { email: 'other@example.com' })).toBe(CONTACT_CODE_NEEDED);
  });

  it('changes the phone the same way; a wrong code proves nothing', async () => {
    const h = harness();
    await h.login();
    await h.data(SEND, { to: '+15125550188', channel: 'sms' });
    expect(await h.error(PROVE, { code: '000000', channel: 'sms', to: '+15125550188' })).toBe('Invalid verification code');
    expect(await h.error(CHANGE, { phone: '+15125550188' })).toBe(CONTACT_CODE_NEEDED);
    await h.data(PROVE, { code: codeFor(h.logs, '+15125550188'), channel: 'sms', to: '+15125550188' });
    expect((await h.data(CHANGE, { phone: '+15125550188' })).updateUserContact.phone).toBe('+15125550188');
  });
});
