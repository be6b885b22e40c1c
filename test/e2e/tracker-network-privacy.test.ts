// Private by default, for what the page sends and receives: a page holding planted secrets makes
// fetch, XHR, beacon and GraphQL requests carrying them in headers, JSON and form bodies and query
// strings, and answers carrying them in headers and bodies. Recorded with default settings, every
// request reaches the ingest as a NetworkRequest, and none of the secrets does, in any byte.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M } from '../../src/protocol/messages';
import { freshContext, withChromiumAnd } from './browser';
import { agentStarted, recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';

let browser: Browser;
let ingest: IngestSite;
withChromiumAnd(startIngestSite, (b, s) => {
  browser = b;
  ingest = s;
});

const N = 8;
const ids = Array.from({ length: N }, (_, i) => i);
const s = (kind: string, i: number) => `${kind}Secret${i}Zq`;
// Secrets the page sends, per request i: in a header, a JSON body (nested), a form body, a query string.
const headerTokens = ids.map((i) => s('hdrTok', i));
const apiKeys = ids.map((i) => s('apiKey', i));
const jsonPasswords = ids.map((i) => s('jsonPw', i));
const nestedTokens = ids.map((i) => s('deepTok', i));
const formPasswords = ids.map((i) => s('formPw', i));
const queryTokens = ids.map((i) => s('qTok', i));
const jwtValues = ids.map((i) => s('jwt', i));
const cards = ['4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210', '378282246310005', '6011111111111117', '3056930009020004'];
const emails = ids.map((i) => `planted.person${i}@example.com`);
const gqlPasswords = ids.map((i) => s('gqlPw', i));
// Secrets the answers carry (bodies are not captured by default; headers are, masked).
const responseTokens = ids.map((i) => s('respTok', i));
const cookieValues = ids.map((i) => s('cookie', i));
const hiddenValues = ids.map((i) => s('hidden', i));

const secrets = [
  ...headerTokens, ...apiKeys, ...jsonPasswords, ...nestedTokens, ...formPasswords, ...queryTokens, ...jwtValues,
  ...cards, ...emails, ...gqlPasswords, ...responseTokens, ...cookieValues, ...hiddenValues,
];

const pageWith = (options: Record<string, unknown>, sanitiser = '') => recordedPage(`
  <h1>Checkout</h1>
  <form>${hiddenValues.map((h) => `<input type="hidden" name="csrf" value="${h}">`).join('')}
  <label>E-mail <input id="email" value="${emails[0]}"></label></form>
  <p>Signed in as ${emails[1]}</p>
  <script>
    const secrets = ${JSON.stringify({ headerTokens, apiKeys, jsonPasswords, nestedTokens, formPasswords, queryTokens, jwtValues, cards, emails, gqlPasswords, cookieValues })};
    window.runRequests = async () => {
      const jobs = [];
      for (let i = 0; i < ${N}; i++) {
        document.cookie = 'session' + i + '=' + secrets.cookieValues[i];
        jobs.push(fetch('/api/fetch/' + i + '?token=' + secrets.queryTokens[i] + '&email=' + encodeURIComponent(secrets.emails[i]) + '&page=2', {
          method: 'POST',
          headers: { Authorization: 'Bearer ' + secrets.headerTokens[i], 'X-Api-Key': secrets.apiKeys[i], 'Content-Type': 'application/json' },
          body: JSON.stringify({ user: { password: secrets.jsonPasswords[i], profile: { auth: { token: secrets.nestedTokens[i] } } }, cardNumber: secrets.cards[i], note: 'mail ' + secrets.emails[i] }),
        }).then((r) => r.text()));
        jobs.push(new Promise((resolve) => {
          const xhr = new XMLHttpRequest();
          xhr.open('POST', '/api/xhr/' + i + '?api_key=' + secrets.apiKeys[i]);
          xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
          xhr.setRequestHeader('Authorization', 'Basic ' + secrets.headerTokens[i]);
          xhr.onloadend = resolve;
          xhr.send('username=ann&password=' + secrets.formPasswords[i] + '&card=' + secrets.cards[i] + '&jwt=' + secrets.jwtValues[i]);
        }));
        navigator.sendBeacon('/api/beacon/' + i + '?secret=' + secrets.queryTokens[i], JSON.stringify({ password: secrets.jsonPasswords[i], email: secrets.emails[i] }));
        jobs.push(fetch('/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + secrets.headerTokens[i] },
          body: JSON.stringify({ operationName: i % 2 ? 'SignIn' : null, query: i % 2 ? 'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }' : 'query GetCart { cart { id } }', variables: { email: secrets.emails[i], password: secrets.gqlPasswords[i] } }),
        }).then((r) => r.text()));
      }
      await Promise.all(jobs);
    };
  </script>
`, options).replace("ingestPoint: location.origin + '/ingest',", `ingestPoint: location.origin + '/ingest', ${sanitiser}`);

async function recordRequests(path: string, html: string) {
    ingest.pages.set(path, html);
    const answer = (i: string) => ({
      status: 200,
      headers: { 'x-auth-token': responseTokens[Number(i) || 0], 'x-request-id': `req-${i}` },
      body: JSON.stringify({ ok: true, token: responseTokens[Number(i) || 0], email: emails[0] }),
    });
    for (const kind of ['fetch', 'xhr', 'beacon']) for (const i of ids) ingest.endpoints.set(`/api/${kind}/${i}`, () => answer(String(i)));
    let gql = 0;
    ingest.endpoints.set('/graphql', (body) => {
      const op = JSON.parse(body.toString('utf8')) as { operationName: string | null };
      gql++;
      return op.operationName === 'SignIn'
        ? { status: 200, body: JSON.stringify({ data: null, errors: [{ message: 'Wrong password' }] }) }
        : { status: 200, body: JSON.stringify({ data: { cart: { id: 'c1' } } }) };
    });

    const context = await freshContext(browser);
    const page = await context.newPage();
    const before = ingest.batches.length;
    await page.goto(`${ingest.url}${path}`);
    expect(await agentStarted(page)).toMatchObject({ success: true });
    await page.evaluate(() => (window as unknown as { runRequests(): Promise<void> }).runRequests());
    expect(gql).toBe(N);
    const messages = () => ingest.batches.slice(before).flatMap((b) => b.messages);
    const network = () => messages().filter((m) => m[0] === M.NetworkRequest);
    // Beacons land whenever the browser sends them; wait until every request is in the recording.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(() => network().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4 * N - 1);
    await context.close();
    const wire = ingest.batches.slice(before).map((b) => Buffer.concat([b.raw, Buffer.from(b.bytes)]).toString('latin1')).join('\n');
    return { records: network(), messages: messages(), wire };
}

const leakedIn = (messages: unknown[], wire: string) => {
  const decoded = JSON.stringify(messages);
  return secrets.filter((x) => decoded.includes(x) || wire.includes(x) || decoded.includes(encodeURIComponent(x)));
};

describe('Network capture, private by default', () => {
  it(`records every fetch, XHR, beacon and GraphQL request and none of ${secrets.length} planted secrets`, async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(50);
    const { records, messages, wire } = await recordRequests('/checkout', pageWith({}));
    const byType = (type: string) => records.filter((m) => m[1] === type);
    expect(byType('fetch')).toHaveLength(N);
    expect(byType('xhr')).toHaveLength(N);
    expect(byType('beacon')).toHaveLength(N);
    expect(byType('graphql')).toHaveLength(N);
    for (const kind of ['fetch', 'xhr', 'beacon']) {
      for (const i of ids) expect(records.some((m) => String(m[3]).includes(`/api/${kind}/${i}?`)), `${kind} ${i}`).toBe(true);
    }
    // Status, method, timing and size are there.
    const fetch0 = byType('fetch')[0];
    expect(fetch0[2]).toBe('POST');
    expect(fetch0[6]).toBe(200);
    expect(Number(fetch0[7])).toBeGreaterThan(1_600_000_000_000);
    // GraphQL operations by name; a response with errors counts as 400.
    const operations = messages.filter((m) => m[0] === M.GraphQL);
    expect(operations.filter((m) => m[2] === 'SignIn' && m[1] === 'mutation')).toHaveLength(N / 2);
    expect(operations.filter((m) => m[2] === 'GetCart' && m[1] === 'query')).toHaveLength(N / 2);
    expect(byType('graphql').filter((m) => m[6] === 400)).toHaveLength(N / 2);
    // Masked values stay visible as masked; the agent's own calls are not recorded.
    expect(String(fetch0[4])).toContain('******');
    expect(records.some((m) => String(m[3]).includes('/ingest/'))).toBe(false);

    expect(leakedIn(messages, wire)).toEqual([]);
    const decoded = JSON.stringify(messages);
    for (const card of cards) expect(decoded.replace(/[ -]/g, '')).not.toContain(card);
  });

  it('with bodies turned on, sends them with every sensitive value masked, and a site sanitiser can drop a record', async () => {
    const sanitiser = `network: { captureBodies: true, sanitiser: (r) => (r.url.includes('/api/xhr/7') ? null : { ...r, request: { ...r.request, headers: { ...r.request.headers, 'x-site': 'checked' } } }) },`;
    const { records, messages, wire } = await recordRequests('/checkout-bodies', pageWith({}, sanitiser));
    expect(records.filter((m) => m[1] === 'xhr')).toHaveLength(N - 1);
    expect(records.some((m) => String(m[3]).includes('/api/xhr/7'))).toBe(false);
    expect(records.every((m) => String(m[4]).includes('"x-site":"checked"'))).toBe(true);
    // The bodies are there, masked key by key, at any depth.
    const fetch0 = records.find((m) => m[1] === 'fetch' && String(m[3]).includes('/api/fetch/0?'))!;
    const request = JSON.parse(String(fetch0[4])) as { body: string };
    expect(JSON.parse(request.body)).toMatchObject({ user: { password: '******', profile: { auth: { token: '******' } } }, cardNumber: '******' });
    const xhr0 = records.find((m) => m[1] === 'xhr')!;
    expect(JSON.parse(String(xhr0[4])).body).toMatch(/^username=ann&password=\*+&card=\*+&jwt=\*+$/);
    expect(JSON.parse(String(xhr0[5])).body).toContain('"ok":true');
    const signIn = messages.find((m) => m[0] === M.GraphQL && m[2] === 'SignIn')!;
    expect(JSON.parse(String(signIn[3]))).toEqual({ email: '******', password: '******' });
    expect(String(signIn[4])).toContain('Wrong password');
    expect(leakedIn(messages, wire)).toEqual([]);
  });
});
