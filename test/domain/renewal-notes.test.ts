import { describe, expect, it } from 'vitest';
import { renewalNotes, renewalText } from '../../src/domain';

const PLACED = Date.UTC(2026, 10, 27);
const membership = { id: 'l1', type: 'digital', selected: true, quantity: 1, sku: { id: 'm', name: 'Wellness Membership', type: 'recurring', status: true, unit_amount: 2200, recurring: { interval: 'month', interval_count: 1 } } };
const yearly = { ...membership, id: 'l2', sku: { ...membership.sku, id: 'y', name: 'Wellness Membership Yearly', unit_amount: 22000 } };
const good = { id: 'l3', type: 'good', selected: true, quantity: 2, sku: { id: 'g', name: 'Meatballs', type: 'one_time', status: true, unit_amount: 999 } };

describe('renewal notes', () => {
  it('say what each subscription costs after today and when, one-time goods say nothing', () => {
    const notes = renewalNotes([membership, yearly, good] as never, PLACED);
    expect(notes.map(renewalText)).toEqual([
      'Wellness Membership: $22.00 every 4 weeks, first on Dec 25, 2026.',
      'Wellness Membership Yearly: $220.00 every year, first on Nov 27, 2027.',
    ]);
  });

  it('an unselected subscription is not charged, so not announced', () => {
    expect(renewalNotes([{ ...membership, selected: false }] as never, PLACED)).toEqual([]);
  });
});
