import { describe, expect, it } from 'vitest';
import { harness } from './backend-harness';
import { PHONE_WITH_COUNTRY_CODE_MESSAGE } from '../../src/domain/shop/contact';

const save = 'mutation($p: String) { updateUserInfo(first_name: "Dana", phone: $p) { phone } }';

describe('updateUserInfo holds the phone rule of checkout (000 §5)', () => {
  it('refuses "12" and keeps the phone the account signs in by text with', async () => {
    const h = harness();
    await h.login();
    const before = (await h.data('{ me { phone } }')).me.phone;
    expect(await h.error(save, { p: '12' })).toBe(PHONE_WITH_COUNTRY_CODE_MESSAGE);
    expect((await h.data('{ me { phone } }')).me.phone).toBe(before);
  });

  it('keeps a valid number without its spaces, so sign-in by text finds it', async () => {
    const h = harness();
    await h.login();
    expect((await h.data(save, { p: '+1 512 555 0177' })).updateUserInfo.phone).toBe('+15125550177');
    await h.data('mutation { getVerify(to: "+15125550177", channel: "sms") { status } }');
    const code = /OTP for \+15125550177 by sms: (\d{6})/.exec(h.logs.join('\n'))![1];
    h.token = null;
    const signIn = await h.data('mutation($c: String!) { verifyOTP(code: $c, channel: "sms", to: "+15125550177") { user { email } } }', { c: code });
    expect(signIn.verifyOTP.user.email).toBe('demo@pawprint.test');
  });
});
