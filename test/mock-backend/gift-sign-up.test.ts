import { describe, expect, it } from 'vitest';
import { harness, tokenFor } from './backend-harness';
import { TEST_CARD } from '../support/fixtures';

const SEND = 'mutation($e: String!, $p: String) { getVerifyFromGift(email: $e, phone: $p) { status to } }';
const REGISTER = `mutation($e: String!, $p: String, $f: String, $c: String!, $o: String!) {
  registerFromGift(email: $e, phone: $p, first_name: $f, coupon: $c, otp: $o) { user { email first_name phone wallet { coins } } } }`;
const codeFor = (logs: string[], to: string) => logs.map((l) => /^OTP for (\S+) by \S+: (\d{6})$/.exec(l)).filter((m) => m?.[1] === to).pop()?.[2] ?? '';

describe('gift sign-up (000 §7 getVerifyFromGift, registerFromGift)', () => {
  it('makes the recipient an account with the code sent to their e-mail and puts the gift in its wallet, once', async () => {
    const h = harness();
    expect((await h.data(SEND, { e: ' NewPup@pawprint.test ', p: '+15125550177' })).getVerifyFromGift).toEqual({ status: 'pending', to: 'newpup@pawprint.test' });
    const otp = codeFor(h.logs, 'newpup@pawprint.test');
    const { registerFromGift } = await h.data(REGISTER, { e: 'newpup@pawprint.test', p: '+15125550177', f: 'Nia', c: 'PAW-PUPPY-1000', o: otp });
    expect(registerFromGift.user).toEqual({ email: 'newpup@pawprint.test', first_name: 'Nia', phone: '+15125550177', wallet: { coins: 10000 } });
    await h.data(SEND, { e: 'newpup@pawprint.test' });
    expect(await h.error(REGISTER, { e: 'newpup@pawprint.test', c: 'PAW-PUPPY-1000', o: codeFor(h.logs, 'newpup@pawprint.test') })).toBe('Gift coupon is not valid');
  });

  it('refuses a gift addressed to someone else, a wrong code, and contact details that are not an e-mail or phone', async () => {
    const h = harness();
    await h.data(SEND, { e: 'stranger@example.com' });
    expect(await h.error(REGISTER, { e: 'stranger@example.com', c: 'PAW-PUPPY-1000', o: codeFor(h.logs, 'stranger@example.com') })).toBe('Gift coupon is not valid');
    await h.data(SEND, { e: 'newpup@pawprint.test' });
    expect(await h.error(REGISTER, { e: 'newpup@pawprint.test', c: 'PAW-PUPPY-1000', o: '000000' })).toBe('Invalid verification code');
    expect(await h.error(SEND, { e: 'not-an-address' })).toBe('Email is not valid');
    expect(await h.error(SEND, { e: 'newpup@pawprint.test', p: '5125550177' })).toBe('Please enter a valid email and phone number');
  });

  it('a bought gift is e-mailed to its recipient with the sign-up link (the server log stands in for the e-mail)', async () => {
    const h = harness();
    await h.login();
    const source = tokenFor(h.backend, TEST_CARD);
    const { checkoutGiftCoupon } = await h.data('mutation($s: String!) { checkoutGiftCoupon(input: { amount: 2500, recipient_email: "pal@example.com", source: $s }) { coupon } }', { s: source });
    expect(h.logs).toContain(`Gift for pal@example.com: /gift/redeem?coupon=${checkoutGiftCoupon.coupon}`);
  });
});

describe('newsletter (000 §7 addToList)', () => {
  it('keeps a valid address once per list, for guests too, and refuses anything else', async () => {
    const h = harness();
    const add = 'mutation($i: JSON!) { addToList(input: $i) { ok id } }';
    const first = (await h.data(add, { i: { email: ' Pat@Example.com', list: 'newsletter' } })).addToList;
    const again = (await h.data(add, { i: { email: 'pat@example.com', list: 'newsletter' } })).addToList;
    expect(first.ok).toBe(true);
    expect(again.id).toBe(first.id);
    expect(await h.error(add, { i: { email: 'nope', list: 'newsletter' } })).toBe('Email is not valid');
  });
});
