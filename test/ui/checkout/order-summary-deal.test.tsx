// A free-membership deal reads exactly 'First Month Free' (000 §2 §9) on the checkout's summary, whatever the
// promotion's description says; another deal reads as its description.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotionLabel, type Cart } from '../../../src/domain';
import { OrderSummary } from '../../../src/ui/checkout/order-summary';

const MEMBERSHIP = { id: 'sku-wellness-membership', name: 'Wellness Membership', type: 'recurring', status: true, unit_amount: 2200 };

function cartWith(promotion: Cart['promotion']): Cart {
  return {
    id: 'c1', sub_total: 2200, total: 0, promotion,
    items: [{ id: 'i1', type: 'digital', selected: true, quantity: 1, sku: MEMBERSHIP }],
  } as unknown as Cart;
}

const totals = { subtotal: 2200, promotionDiscount: 2200, discountedTotal: 0, tax: 0, shipping: 0, walletDiscount: 0, total: 0 };

describe("The deal's words on the checkout", () => {
  it("a free_membership deal is 'First Month Free', not its description", () => {
    render(<OrderSummary cart={cartWith({ id: 'p', type: 'free_membership', description: 'First month of the membership free' } as never)} totals={totals} ratesKnown shipsNothing updating={false} />);
    expect(screen.getByText('First Month Free').closest('div')?.textContent).toBe('First Month Free-$22.00');
    expect(screen.queryByText('First month of the membership free')).toBeNull();
  });

  it('another deal reads as its description; one without any as Promotion', () => {
    expect(promotionLabel({ type: 'free_treat', description: 'Free Meatballs with your first box' })).toBe('Free Meatballs with your first box');
    expect(promotionLabel({ type: 'free_treat', description: '  ' })).toBe('Promotion');
    expect(promotionLabel({ type: 'free_membership', description: null })).toBe('First Month Free');
  });
});
