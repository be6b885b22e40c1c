import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONDITION_OPERATORS,
  CONDITION_TYPES,
  conditionsOf,
  evaluateCondition,
  satisfiedCondition,
  type PageSignal,
} from '../../src/domain';

const value = fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: -50, max: 500 }));
const filter = fc.record({
  type: fc.oneof(fc.constantFrom(...CONDITION_TYPES), fc.constantFrom('page_view', 'scroll', '')),
  operator: fc.oneof(fc.constantFrom(...CONDITION_OPERATORS), fc.constant('near')),
  value: fc.array(value, { maxLength: 3 }),
  source: fc.option(fc.constantFrom('checkout', 'added_to_cart', 'status', 'method', ''), { nil: undefined }),
});
const reply = fc.record({ conditions: fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: 6 }), filters: fc.array(filter, { maxLength: 4 }) }), { maxLength: 5 }) });
const signal: fc.Arbitrary<PageSignal> = fc.oneof(
  fc.record({ type: fc.constant('visited_url' as const), value: fc.constantFrom('https://shop.test/', 'https://shop.test/checkout', '') }),
  fc.record({ type: fc.constant('custom_event' as const), key: fc.constantFrom('checkout', 'added_to_cart', 'x'), value: fc.string({ maxLength: 6 }) }),
  fc.record({ type: fc.constant('duration' as const), value: fc.integer({ min: 0, max: 600 }) }),
  fc.record({ type: fc.constant('feature_flag' as const), key: fc.constantFrom('checkout', 'new-cart'), value: fc.constantFrom('true', 'b', '') }),
  fc.record({
    type: fc.constantFrom('exception' as const, 'click' as const, 'network_request' as const),
    value: fc.constantFrom('TypeError: x is undefined', 'Add to Cart', 'https://shop.test/graphql'),
    fields: fc.record({ status: fc.constantFrom(200, 400, 500), method: fc.constantFrom('GET', 'POST') }),
  }),
);
const KEYED = ['custom_event', 'feature_flag'];

describe('Start conditions (001 §3, §4, §5)', () => {
  it('each filter becomes a condition with type, operator, value and key, in the reply order; unknown types and operators never match', () => {
    fc.assert(
      fc.property(reply, (r) => {
        const conditions = conditionsOf(r)!;
        const known = r.conditions.flatMap((c) =>
          c.filters
            .filter((f) => (CONDITION_TYPES as readonly string[]).includes(f.type) && (CONDITION_OPERATORS as readonly string[]).includes(f.operator))
            .map((f) => ({ name: c.name, type: f.type, operator: f.operator, value: f.value, key: f.type === 'visited_url' || f.type === 'duration' ? '' : f.source ?? '' })),
        );
        expect(conditions).toEqual(known);
      }),
    );
  });

  it('a signal meets the first condition of its type whose operator holds, and none when no operator does', () => {
    fc.assert(
      fc.property(reply, signal, (r, s) => {
        const conditions = conditionsOf(r)!;
        const expected = conditions.find((c) => {
          if (c.type !== s.type) return false;
          if (KEYED.includes(s.type) && 'key' in s) {
            if (c.key === '') return evaluateCondition(c.operator, s.key, c.value);
            return c.key === s.key && evaluateCondition(c.operator, s.value, c.value);
          }
          if (c.key !== '' && 'fields' in s) {
            const field = (s.fields as Record<string, string | number> | undefined)?.[c.key];
            return field !== undefined && evaluateCondition(c.operator, field, c.value);
          }
          return evaluateCondition(c.operator, s.value, c.value);
        });
        expect(satisfiedCondition(conditions, s)).toBe(expected?.name ?? null);
      }),
    );
  });

  it('examples: a page address, an event by name, an event payload, time on the page', () => {
    const conditions = conditionsOf({
      conditions: [
        { name: 'checkout visitors', filters: [{ type: 'visited_url', operator: 'contains', value: ['/checkout'] }] },
        { name: 'added a box', filters: [{ type: 'custom_event', operator: 'is', value: ['added_to_cart'] }] },
        { name: 'big orders', filters: [{ type: 'custom_event', operator: 'greaterThan', value: [100], source: 'order' }] },
        { name: 'stayed a minute', filters: [{ type: 'duration', operator: 'greaterOrEqual', value: [60] }] },
      ],
    })!;
    expect(satisfiedCondition(conditions, { type: 'visited_url', value: 'https://shop.test/products' })).toBeNull();
    expect(satisfiedCondition(conditions, { type: 'visited_url', value: 'https://shop.test/checkout?step=2' })).toBe('checkout visitors');
    expect(satisfiedCondition(conditions, { type: 'custom_event', key: 'added_to_cart', value: '{"sku":"box"}' })).toBe('added a box');
    expect(satisfiedCondition(conditions, { type: 'custom_event', key: 'order', value: '80' })).toBeNull();
    expect(satisfiedCondition(conditions, { type: 'custom_event', key: 'order', value: '120' })).toBe('big orders');
    expect(satisfiedCondition(conditions, { type: 'duration', value: 59 })).toBeNull();
    expect(satisfiedCondition(conditions, { type: 'duration', value: 60 })).toBe('stayed a minute');
  });

  it('examples: an exception, a click, a request by status, a feature flag', () => {
    const conditions = conditionsOf({
      conditions: [
        { name: 'crashed', filters: [{ type: 'exception', operator: 'contains', value: ['TypeError'] }] },
        { name: 'pressed add', filters: [{ type: 'click', operator: 'is', value: ['Add to Cart'] }] },
        { name: 'failed calls', filters: [{ type: 'network_request', operator: 'greaterOrEqual', value: [500], source: 'status' }] },
        { name: 'new cart users', filters: [{ type: 'feature_flag', operator: 'is', value: ['true'], source: 'new-cart' }] },
      ],
    })!;
    expect(satisfiedCondition(conditions, { type: 'exception', value: 'RangeError: too far', fields: { name: 'RangeError' } })).toBeNull();
    expect(satisfiedCondition(conditions, { type: 'exception', value: 'TypeError: x is undefined' })).toBe('crashed');
    expect(satisfiedCondition(conditions, { type: 'click', value: 'Add to Cart', fields: { label: 'Add to Cart' } })).toBe('pressed add');
    expect(satisfiedCondition(conditions, { type: 'network_request', value: 'https://shop.test/graphql', fields: { status: 200 } })).toBeNull();
    expect(satisfiedCondition(conditions, { type: 'network_request', value: 'https://shop.test/graphql', fields: { status: 503 } })).toBe('failed calls');
    expect(satisfiedCondition(conditions, { type: 'feature_flag', key: 'old-cart', value: 'true' })).toBeNull();
    expect(satisfiedCondition(conditions, { type: 'feature_flag', key: 'new-cart', value: 'true' })).toBe('new cart users');
  });

  it('a reply that is not a list of named conditions with filters is refused', () => {
    for (const bad of [null, 'conditions', { conditions: {} }, { conditions: [{ filters: [] }] }, { conditions: [{ name: 'a', filters: [{ type: 'duration' }] }] }, [{ name: 'a' }]]) {
      expect(conditionsOf(bad)).toBeNull();
    }
    expect(conditionsOf({ conditions: [] })).toEqual([]);
    expect(conditionsOf([{ name: 'a', filters: [] }])).toEqual([]);
  });
});
