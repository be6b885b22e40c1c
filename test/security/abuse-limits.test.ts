// One-time code guessing, amplified queries, subscription floods and oversized requests meet a limit that says
// which one it is, and the server keeps answering everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// The documented limits (docs/decisions.md), written out so the suite also runs against a server without them.
const MAX_REQUEST_BYTES = 1024 * 1024;
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 20;
import { codeFor, startProbe, type Probe } from './probe';
import { signatureHeaders } from '../support/signed-request';
import { SECRET } from './probe';

let probe: Probe;
beforeAll(async () => { probe = await startProbe(); });
afterAll(async () => { await probe.close(); });

const guess = (to: string, code: string) =>
  probe.gql('mutation VerifyOTP($c: String!, $to: String!) { verifyOTP(code: $c, channel: "email", to: $to) { access_token } }', { c: code, to });
const requestCode = (to: string) => probe.gql('mutation GetVerify($to: String!) { getVerify(to: $to, channel: "email") { status } }', { to });
const wrong = (code: string) => String((Number(code) + 1) % 1000000).padStart(6, '0');

describe('one-time codes', () => {
  it('are void after five wrong guesses: the right code no longer works', async () => {
    const to = 'guesser-a@example.com';
    await requestCode(to);
    const code = codeFor(probe.logs, to)!;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await guess(to, wrong(code))).body.errors[0].message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('Invalid verification code'));
    expect(answers[4]).toBe('Too many wrong codes. Please request a new code.');
    // For the guesser; the code's owner, on another client, still signs in with it (load-and-abuse suite).
    expect((await guess(to, code)).body.errors[0].message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('lock the address after ten wrong guesses, with a clear message, even for a fresh right code', async () => {
    const to = 'guesser-b@example.com';
    for (let round = 0; round < 2; round++) {
      await requestCode(to);
      const code = codeFor(probe.logs, to)!;
      for (let i = 0; i < 5; i++) await guess(to, wrong(code));
    }
    await requestCode(to).catch(() => {});
    expect((await guess(to, '123456')).body.errors[0].message).toBe('Too many wrong codes for this address. Please try again in 15 minutes.');
    expect((await requestCode(to)).body.errors[0].message).toBe('Too many wrong codes for this address. Please try again in 15 minutes.');
  });

  it('are sent at most five times per address in fifteen minutes', async () => {
    const to = 'asker@example.com';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await requestCode(to)).body);
    expect(answers.slice(0, 5).every((a) => a.data?.getVerify.status === 'pending')).toBe(true);
    expect(answers[5].errors[0].message).toBe('Too many codes requested for this address. Please try again in 15 minutes.');
  });
});

describe('query cost', () => {
  it('refuses an alias-amplified catalogue query with a message naming the limit, and stays responsive', async () => {
    const aliases = Array.from({ length: 2000 }, (_, i) => `a${i}: settings { id gift membership }`).join(' ');
    const started = Date.now();
    const res = await probe.gql(`query Amplified { ${aliases} }`);
    expect(res.body.errors[0].message).toBe('Too many aliases: the limit is 30 per request');
    expect(res.body.data).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await probe.gql('query Settings { settings { id } }')).body.data.settings.id).toBe('settings');
  });

  it('refuses a deep query with a message, not an empty error', async () => {
    const deep = `query Deep { me { ${'roles { '.repeat(40)}id${' }'.repeat(40)} } }`;
    const res = await probe.gql(deep);
    expect(res.body.errors[0].message).toBe('Query too deep: the limit is 15 levels of nesting');
    const tooLong = await probe.gql(`query Long { settings { ${'id '.repeat(30000)} } }`);
    expect(tooLong.body.errors[0].message).toBe('Query too long: the limit is 20000 tokens');
  });

  it('answers an oversized body with 413 and the limit, not a reset connection', async () => {
    const query = `query Big { settings { id } } # ${'x'.repeat(MAX_REQUEST_BYTES + 10)}`;
    const res = await fetch(`${probe.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...signatureHeaders(query, { secret: SECRET }) }, body: JSON.stringify({ query }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].message).toBe(`Request too large: the limit is ${MAX_REQUEST_BYTES} bytes`);
  });
});

describe('subscriptions on one socket', () => {
  it(`holds at most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} at once and says so for the next`, async () => {
    const cookie = await probe.login('retailer@pawprint.test');
    const made = await probe.gql('mutation AddCartItem { addCartItem(id: "", input: { type: "good", sku_id: "sku-wholesale-sampler", quantity: 1 }) { id } }', {}, { cookie });
    const id = made.body.data.addCartItem.id;
    const client = probe.socket({ cookie });
    const errors: string[] = [];
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_CONNECTION + 5; i++) {
      client.subscribe({ query: 'subscription CartChanged($id: ID!) { cartChanged(id: $id) { id } }', variables: { id } }, {
        next: () => {}, complete: () => {},
        error: (e) => errors.push(Array.isArray(e) ? e[0].message : String(e)),
      });
    }
    await expect.poll(() => errors.length, { timeout: 5000 }).toBe(5);
    expect(new Set(errors)).toEqual(new Set([`Too many subscriptions on one connection: the limit is ${MAX_SUBSCRIPTIONS_PER_CONNECTION}`]));
    expect(probe.shop.backend.openSubscriptions()).toBe(MAX_SUBSCRIPTIONS_PER_CONNECTION);
    await client.dispose();
    await expect.poll(() => probe.shop.backend.openSubscriptions()).toBe(0);
  });

  it('refuses a subscription too long or that does not parse, with the message HTTP gives, and goes on with the next', async () => {
    const client = probe.socket({});
    const outcome = (query: string) => new Promise<string>((resolve) => {
      client.subscribe({ query }, {
        next: () => resolve('next'), complete: () => resolve('complete'),
        error: (e) => resolve(Array.isArray(e) ? e[0].message : String(e)),
      });
    });
    const long = `subscription Long { cartChanged(id: "x") { ${'id '.repeat(30000)} } }`;
    expect(await outcome(long)).toBe('Query too long: the limit is 20000 tokens');
    // The same text again is answered from what the server already read, the same way.
    expect(await outcome(long)).toBe('Query too long: the limit is 20000 tokens');
    expect(await outcome('subscription Broken { cartChanged(id: "x") { id }')).toMatch(/^Syntax Error: Expected Name, found <EOF>/);
    expect((await probe.gql(`query Long { settings { ${'id '.repeat(30000)} } }`)).body.errors[0].message).toBe('Query too long: the limit is 20000 tokens');
    await client.dispose();
  });

  it('closes a socket that sends a frame over the body limit (1009), as HTTP answers 413', async () => {
    const socket = new WebSocket(`${probe.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { junk: 'x'.repeat(MAX_REQUEST_BYTES + 10) } }));
    expect(await closed).toBe(1009);
  });
});
