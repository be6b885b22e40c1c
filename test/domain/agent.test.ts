import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONDITION_OPERATORS,
  evaluateCondition,
  isRecordableWsMessage,
  isWithinMessageLimit,
  limitAttributeValue,
  MASK,
  maskSensitive,
  maskUrl,
  MAX_MESSAGE_BYTES,
  trimInputLabel,
  validateStartResponse,
} from '../../src/domain';

const actualArb = fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -50, max: 50 }), fc.constant(null), fc.constant(undefined));
const expectedArb = fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -50, max: 50 })), { maxLength: 4 });

describe('Start conditions operators (001 §5)', () => {
  it('evaluates each operator against the values', () => {
    expect(evaluateCondition('is', 'Chrome', ['Firefox', 'Chrome'])).toBe(true);
    expect(evaluateCondition('isNot', 'Chrome', ['Firefox'])).toBe(true);
    expect(evaluateCondition('contains', '/box/start', ['box'])).toBe(true);
    expect(evaluateCondition('notContains', '/box/start', ['gift'])).toBe(true);
    expect(evaluateCondition('startsWith', '/box/start', ['/box'])).toBe(true);
    expect(evaluateCondition('endsWith', '/box/start', ['start'])).toBe(true);
    expect(evaluateCondition('greaterThan', 10, [5])).toBe(true);
    expect(evaluateCondition('greaterOrEqual', 5, ['5'])).toBe(true);
    expect(evaluateCondition('lessOrEqual', '5', [5])).toBe(true);
    expect(evaluateCondition('lessThan', 4, [5])).toBe(true);
    expect(evaluateCondition('lessThan', 'abc', [5])).toBe(false);
    expect(evaluateCondition('isAny', 'x', [])).toBe(true);
    expect(evaluateCondition('isAny', null, [])).toBe(false);
    expect(CONDITION_OPERATORS).toHaveLength(11);
  });

  it('property: isNot and notContains are the exact complements of is and contains', () => {
    fc.assert(
      fc.property(actualArb, expectedArb, (actual, expected) => {
        expect(evaluateCondition('isNot', actual, expected)).toBe(!evaluateCondition('is', actual, expected));
        expect(evaluateCondition('notContains', actual, expected)).toBe(!evaluateCondition('contains', actual, expected));
      }),
    );
  });

  it('property: numeric operators agree with each other (≥ is > or =; < is not ≥ for one value)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }), (a, e) => {
        expect(evaluateCondition('greaterOrEqual', a, [e])).toBe(evaluateCondition('greaterThan', a, [e]) || a === e);
        expect(evaluateCondition('lessThan', a, [e])).toBe(!evaluateCondition('greaterOrEqual', a, [e]));
        expect(evaluateCondition('lessOrEqual', a, [e])).toBe(!evaluateCondition('greaterThan', a, [e]));
        expect(evaluateCondition('is', a, [e])).toBe(a === e);
      }),
    );
  });

  it('property: a value equal to one of the expected values also contains, starts and ends with it', () => {
    fc.assert(
      fc.property(fc.string(), expectedArb, (s, rest) => {
        const expected = [...rest, s];
        for (const op of ['is', 'contains', 'startsWith', 'endsWith'] as const) expect(evaluateCondition(op, s, expected)).toBe(true);
      }),
    );
  });
});

describe("Start response validation: 'Incorrect server response' (001 §5)", () => {
  const good = { token: 't', userUUID: 'u', sessionID: 's', delay: 0, projectID: 3 };

  it('accepts string token, userUUID, sessionID, numeric delay and optional numeric startTimestamp, beaconSizeLimit', () => {
    expect(validateStartResponse(good)).toMatchObject(good);
    expect(validateStartResponse({ ...good, startTimestamp: 1, beaconSizeLimit: 2 })).toMatchObject({ startTimestamp: 1 });
  });

  it('throws Incorrect server response otherwise', () => {
    for (const bad of [null, 'x', [], { ...good, token: 1 }, { ...good, delay: '0' }, { ...good, startTimestamp: 'now' }, { ...good, sessionID: undefined }]) {
      expect(() => validateStartResponse(bad)).toThrowError('Incorrect server response');
    }
  });

  it('property: accepted exactly when the required fields have their types', () => {
    fc.assert(
      fc.property(
        fc.record({
          token: fc.oneof(fc.string(), fc.integer()),
          userUUID: fc.oneof(fc.string(), fc.constant(null)),
          sessionID: fc.string(),
          delay: fc.oneof(fc.integer(), fc.string()),
          startTimestamp: fc.option(fc.oneof(fc.integer(), fc.string()), { nil: undefined }),
        }),
        (r) => {
          const valid =
            typeof r.token === 'string' && typeof r.userUUID === 'string' && typeof r.delay === 'number' &&
            (r.startTimestamp === undefined || typeof r.startTimestamp === 'number');
          if (valid) expect(validateStartResponse(r).token).toBe(r.token);
          else expect(() => validateStartResponse(r)).toThrowError(new Error('Incorrect server response'));
        },
      ),
    );
  });
});

describe('Sensitive keys masked in captured network data and URLs (001 §5)', () => {
  it('masks password, token, jwt, secret, cookie, authorization and api keys, deeply', () => {
    const input = {
      email: 'a@b.co',
      password: 'hunter2',
      headers: { Authorization: 'Bearer x', Cookie: 'c=1', 'x-api-key': 'k' },
      list: [{ access_token: 'y', keep: 1 }],
      variables: { jwt: 'j', clientSecret: 's', compass: 'north' },
    };
    expect(maskSensitive(input)).toEqual({
      email: 'a@b.co',
      password: MASK,
      headers: { Authorization: MASK, Cookie: MASK, 'x-api-key': MASK },
      list: [{ access_token: MASK, keep: 1 }],
      variables: { jwt: MASK, clientSecret: MASK, compass: 'north' },
    });
    expect(input.password).toBe('hunter2');
    expect(MASK).toBe('******');
  });

  it('masks sensitive query parameters in URLs', () => {
    expect(maskUrl('https://x.io/cb?code=1&token=abc&api_key=k#top')).toBe('https://x.io/cb?code=1&token=******&api_key=******#top');
    expect(maskUrl('/graphql')).toBe('/graphql');
  });

  it('property: no sensitive value survives and non-sensitive values are unchanged', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('password', 'token', 'name', 'page', 'Cookie'), fc.string()), (params) => {
        const masked = maskSensitive({ outer: params });
        for (const [k, v] of Object.entries(params)) {
          expect(masked.outer[k]).toBe(['password', 'token', 'Cookie'].includes(k) ? MASK : v);
        }
        const query = Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const url = maskUrl(`https://shop.test/p?${query}`);
        const out = new URLSearchParams(url.split('?')[1]);
        for (const [k, v] of Object.entries(params)) {
          expect(out.get(k)).toBe(['password', 'token', 'Cookie'].includes(k) ? MASK : v);
        }
      }),
    );
  });
});

describe('Attribute value limits and message sizes (001 §5)', () => {
  it('values over 100000 characters are blanked; href values are blanked; labels trimmed to 100', () => {
    expect(limitAttributeValue('class', 'a'.repeat(100000))).toHaveLength(100000);
    expect(limitAttributeValue('class', 'a'.repeat(100001))).toBe('');
    expect(limitAttributeValue('href', '/x')).toBe('');
    expect(trimInputLabel('  Dog Name  ')).toBe('Dog Name');
    expect(trimInputLabel('x'.repeat(150))).toHaveLength(100);
    expect(MAX_MESSAGE_BYTES).toBe(16777215);
    expect(isWithinMessageLimit(16777215)).toBe(true);
    expect(isWithinMessageLimit(16777216)).toBe(false);
  });

  it('websocket messages are skipped if not strings, over 5242880 characters, or channel over 255', () => {
    expect(isRecordableWsMessage('chat', 'hi')).toBe(true);
    expect(isRecordableWsMessage(1, 'hi')).toBe(false);
    expect(isRecordableWsMessage('chat', { a: 1 })).toBe(false);
    expect(isRecordableWsMessage('c'.repeat(256), 'hi')).toBe(false);
    expect(isRecordableWsMessage('chat', 'm'.repeat(5242881))).toBe(false);
    expect(isRecordableWsMessage('c'.repeat(255), 'm'.repeat(5242880))).toBe(true);
  });

  it('property: labels are trimmed, at most 100 characters; kept values are unchanged and short', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('class', 'href', 'HREF', 'id'), (s, name) => {
        const label = trimInputLabel(s);
        expect(label.length).toBeLessThanOrEqual(100);
        expect(label).toBe(label.trim());
        const v = limitAttributeValue(name, s);
        expect(v).toBe(name.toLowerCase() === 'href' ? '' : s);
      }),
    );
  });
});
