import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MASK,
  graphqlOperation,
  graphqlOperationFromUrl,
  graphqlStatus,
  maskBody,
  maskHeaders,
  maskRequestUrl,
  sanitiseNetworkRecord,
  type NetworkRecord,
} from '../../src/domain';

// A secret: letters and digits that no masking step could produce by accident.
const secret = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{11,20}$/).map((s) => `S3cr3t${s}`);
const sensitiveKey = fc.constantFrom('password', 'newPassword', 'token', 'access_token', 'jwt', 'client_secret', 'cookie', 'Authorization', 'x-api-key', 'apiKey', 'cardNumber', 'cvc', 'card_number');
const plainKey = fc.constantFrom('name', 'quantity', 'sku', 'page', 'note');
const plainValue = fc.constantFrom('box', 'Rex', '12', 'large');

/** A JSON value with secrets under sensitive keys at any depth, and plain values elsewhere. */
const jsonWithSecrets = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    plainValue,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(plainKey, tie('node'), { maxKeys: 3 }),
    fc.tuple(sensitiveKey, secret, fc.dictionary(plainKey, tie('node'), { maxKeys: 2 })).map(([k, v, rest]) => ({ ...rest, [k]: v })),
  ),
})).node;

const record = (over: Partial<NetworkRecord> = {}): NetworkRecord => ({
  type: 'fetch', method: 'POST', url: 'https://shop.test/api', request: { headers: {}, body: '' }, response: { headers: {}, body: '' },
  status: 200, startTime: 1, duration: 2, responseSize: 3, ...over,
});

describe('Network records (001 §5)', () => {
  it('masks every sensitive key of a JSON body at any depth, keeping the rest', () => {
    fc.assert(
      fc.property(jsonWithSecrets, fc.tuple(sensitiveKey, secret), (value, [key, deep]) => {
        const body = JSON.stringify({ wrapper: [value, { nested: { [key]: deep } }] });
        const masked = maskBody(body);
        expect(masked).not.toMatch(/S3cr3t/);
        expect(JSON.parse(masked).wrapper[1].nested[key]).toBe(MASK);
      }),
    );
  });

  it('masks sensitive fields of form bodies and URL queries, and e-mails and card numbers in any value', () => {
    fc.assert(
      fc.property(sensitiveKey, secret, plainKey, (key, value, other) => {
        expect(maskBody(`${other}=box&${key}=${value}`)).toBe(`${other}=box&${key}=${MASK}`);
        expect(maskRequestUrl(`https://shop.test/p?${key}=${value}&${other}=2`)).toBe(`https://shop.test/p?${key}=${MASK}&${other}=2`);
      }),
    );
    expect(maskBody('note=call+ann%40example.com&qty=2')).not.toContain('ann');
    expect(maskBody('paid with 4242 4242 4242 4242 today')).toBe('paid with **** **** **** **** today');
    expect(maskRequestUrl('https://shop.test/find?q=ann%40example.com')).not.toContain('ann');
    expect(maskHeaders({ Authorization: 'Bearer abc', 'X-Api-Key': 'k', Cookie: 'sid=1', Accept: 'text/html' })).toEqual({ Authorization: MASK, 'X-Api-Key': MASK, Cookie: MASK, Accept: 'text/html' });
  });

  it('leaves bodies out unless asked, and lets the site sanitiser change a record or drop it', () => {
    const r = record({ request: { headers: { authorization: 'Bearer t' }, body: '{"password":"p"}' }, response: { headers: {}, body: '{"ok":true}' } });
    expect(sanitiseNetworkRecord(r, false)).toMatchObject({ request: { headers: { authorization: MASK }, body: '' }, response: { body: '' } });
    expect(sanitiseNetworkRecord(r, true)).toMatchObject({ request: { body: `{"password":"${MASK}"}` }, response: { body: '{"ok":true}' } });
    expect(sanitiseNetworkRecord(r, true, () => null)).toBeNull();
    expect(sanitiseNetworkRecord(r, true, () => undefined)).toBeNull();
    expect(sanitiseNetworkRecord(r, true, (x) => ({ ...x, url: 'https://shop.test/hidden' }))?.url).toBe('https://shop.test/hidden');
  });

  it('never throws, whatever the body', () => {
    fc.assert(fc.property(fc.string(), (body) => void maskBody(body)));
    fc.assert(fc.property(fc.string(), (url) => void maskRequestUrl(url)));
    fc.assert(fc.property(fc.anything(), (body) => void graphqlOperation(body)));
  });
});

describe('GraphQL operations (001 §3, §5)', () => {
  it('recognises the operation, its kind and name, from the body or a GET query', () => {
    expect(graphqlOperation(JSON.stringify({ query: 'query GetCart($id: ID!) { cart(id: $id) { id } }', variables: { id: 'c1' } }))).toEqual({ kind: 'query', name: 'GetCart', variables: '{"id":"c1"}' });
    expect(graphqlOperation(JSON.stringify({ operationName: 'SignIn', query: '# sign in\nmutation SignIn { signIn { token } }' }))).toMatchObject({ kind: 'mutation', name: 'SignIn' });
    expect(graphqlOperation(JSON.stringify({ query: '{ me { email } }' }))).toMatchObject({ kind: 'query', name: '' });
    expect(graphqlOperation(JSON.stringify([{ query: 'subscription OnCart { cartChanged { id } }' }]))).toMatchObject({ kind: 'subscription', name: 'OnCart' });
    expect(graphqlOperation('{"name":"not graphql"}')).toBeNull();
    expect(graphqlOperation('query=1')).toBeNull();
    expect(graphqlOperationFromUrl('https://shop.test/graphql?query=query%20Menu%20%7B%20menu%20%7D&operationName=Menu')).toMatchObject({ kind: 'query', name: 'Menu' });
  });

  it('a response with errors is status 400, any other 200', () => {
    expect(graphqlStatus('{"data":null,"errors":[{"message":"Not authenticated"}]}')).toBe(400);
    expect(graphqlStatus('{"data":{"errors":"a field named errors"}}')).toBe(200);
    expect(graphqlStatus('{"data":{"cart":null},"errors":[]}')).toBe(200);
    expect(graphqlStatus('not json errors')).toBe(200);
    expect(graphqlStatus('')).toBe(200);
  });
});
