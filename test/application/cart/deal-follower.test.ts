import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { LEASH, MEMBERSHIP } from '../../fakes/fake-catalog-repository';
import { FakeClock } from '../../fakes/fake-clock';
import { cartHarness } from './cart-harness';

const NOW = Math.floor(new FakeClock().now() / 1000);
const DAY = 86400;
const membershipDeal = { id: 'promo-membership', type: 'free_membership', description: 'First month free', start_at: NOW - DAY, end_at: NOW + DAY };
const endedDeal = { ...membershipDeal, id: 'promo-ended', end_at: NOW - 1 };
const treatDeal = { ...membershipDeal, id: 'promo-treat', type: 'free_treat', description: 'Free Meatballs with your first box' };

function guestWith(deal: Record<string, string>, promotions: (typeof membershipDeal)[]) {
  const repo = new FakeCartRepository();
  const cart = repo.seed(
    [{ type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 }, { type: 'good', sku_id: LEASH.id, quantity: 1 }],
    { email: 'guest@example.com' },
  );
  const h = cartHarness({ repo, store: { cartId: cart.id, email: 'guest@example.com', ...deal } });
  h.catalog.promotionList = promotions;
  return { h, repo, cart };
}

describe('Deals put on the cart for real (000 §3 §4 §7)', () => {
  // Nothing here waits on time: with the clock stopped, "nothing was applied" holds however long one waits.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('?deal=free_membership: getPromotions with the stored deal, dealId stored, setPromotionToCart, and the cart takes $22.00 off', async () => {
    const { h, repo } = guestWith({ deal: 'free_membership' }, [membershipDeal]);
    await waitFor(h.session, (s) => s.context.cart?.promotion?.id === 'promo-membership');
    expect(h.catalog.calls).toContain('promotions:free_membership:');
    expect(h.localStore.get('dealId')).toBe('promo-membership');
    expect(repo.calls.filter((c) => c.op === 'setPromotion').map((c) => c.args[1])).toEqual(['promo-membership']);
    const cart = h.session.getSnapshot().context.cart!;
    expect(cart.discounted_total).toBe(2200 + 2500 - 2200);
  });

  it('a deal whose promotions have all ended is forgotten and nothing is applied', async () => {
    const { h, repo } = guestWith({ deal: 'free_membership' }, [endedDeal]);
    await h.settled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.localStore.get('deal')).toBeNull();
    expect(repo.calls.some((c) => c.op === 'setPromotion')).toBe(false);
  });

  it('without a stored deal every visitor is asked with the two types, and the default deal free_treat goes on the cart', async () => {
    const { h, repo } = guestWith({}, [membershipDeal, treatDeal]);
    await waitFor(h.session, (s) => s.context.cart?.promotion?.id === 'promo-treat');
    expect(h.catalog.calls.filter((c) => c.startsWith('promotions'))).toEqual(['promotions:free_treat,free_membership:']);
    expect(repo.calls.filter((c) => c.op === 'setPromotion').map((c) => c.args[1])).toEqual(['promo-treat']);
    // free_treat takes no money off (the treat ships with the order), and the visitor's storage gains no deal.
    expect(h.session.getSnapshot().context.cart!.discounted_total).toBe(2200 + 2500);
    expect(h.localStore.get('deal')).toBeNull();
    expect(h.localStore.get('dealId')).toBeNull();
  });

  it('without a stored deal and no active free_treat promotion, the cart is left as it is', async () => {
    const { h, repo } = guestWith({}, [membershipDeal]);
    await h.settled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.catalog.calls.filter((c) => c.startsWith('promotions'))).toEqual(['promotions:free_treat,free_membership:']);
    expect(repo.calls.some((c) => c.op === 'setPromotion')).toBe(false);
  });
});
