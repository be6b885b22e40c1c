import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALREADY_SUBSCRIBED_MESSAGE, alreadySubscribed, isActiveSubscription } from '../../src/domain';

describe('Subscription counts as active for the already-subscribed check (000 §4)', () => {
  it('cancel_at_period_end not false and status not canceled', () => {
    expect(isActiveSubscription({ status: 'active', cancel_at_period_end: true })).toBe(true);
    expect(isActiveSubscription({ status: 'active', cancel_at_period_end: null })).toBe(true);
    expect(isActiveSubscription({ status: 'active', cancel_at_period_end: false })).toBe(false);
    expect(isActiveSubscription({ status: 'canceled', cancel_at_period_end: true })).toBe(false);
  });

  it('property: exactly the conjunction stated in 000 §4', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('active', 'canceled', 'paused', 'resumed', 'trialing'),
        fc.constantFrom(true, false, null, undefined),
        (status, cancel_at_period_end) => {
          expect(isActiveSubscription({ status, cancel_at_period_end })).toBe(
            cancel_at_period_end !== false && status !== 'canceled',
          );
        },
      ),
    );
  });
});

describe('Already subscribed (000 §5)', () => {
  it("'You already have this subscription.' when the user actively subscribes to the product", () => {
    expect(ALREADY_SUBSCRIBED_MESSAGE).toBe('You already have this subscription.');
    const user = {
      subscriptions: [
        { status: 'active', cancel_at_period_end: true, items: [{ sku: { product: { id: 'box' } } }] },
        { status: 'canceled', cancel_at_period_end: true, items: [{ sku: { product: { id: 'old' } } }] },
      ],
    };
    expect(alreadySubscribed(user, 'box')).toBe(true);
    expect(alreadySubscribed(user, 'old')).toBe(false);
    expect(alreadySubscribed(null, 'box')).toBe(false);
  });

  it('property: a user with only inactive subscriptions is never already subscribed', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('p1', 'p2', 'p3'), { maxLength: 5 }), fc.constantFrom('p1', 'p2'), (ids, pid) => {
        const subs = ids.map((id) => ({ status: 'canceled', cancel_at_period_end: true, items: [{ sku: { product: { id } } }] }));
        expect(alreadySubscribed({ subscriptions: subs }, pid)).toBe(false);
        const active = subs.map((s) => ({ ...s, status: 'active' }));
        expect(alreadySubscribed({ subscriptions: active }, pid)).toBe(ids.includes(pid));
      }),
    );
  });
});
