// The orders page shows what was charged: each line at its price with discount (a percentage or an amount, once),
// the deal the order took (First Month Free), shipping, tax and coins, adding up to the Total charged.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/account/account-entities';
import { CustomerAccountRepository } from '../../../src/ports/customer-account-repository';
import { OrdersPage } from '../../../src/ui/dashboard/pages/orders-page';
import { FakeCustomerAccountRepository } from '../../fakes/fake-customer-account-repository';
import { renderWithServices } from '../shell/render-with-services';

// Charged: $199.00 less 10% = $179.10; 2 × ($9.99 less $1.00) = $17.98; the membership $22.00, taken off by the deal;
// $5.95 shipping; $1.48 tax; 500 coins. 21,908 − 2,200 + 595 + 148 − 500 = 19,951 cents.
const CHARGED: Order = {
  id: 'ord-charged', createdAt: '2026-11-02T10:00:00Z', currency: 'usd',
  subtotal_amount: 21_908, shipping_amount: 595, tax: 148, used_coins_amount: 500, total_amount: 19_951,
  items: [
    { unit_amount: 19_900, quantity: 1, discount_perc: 10, discount_amount: null, sku: { id: 'y', name: 'Wellness Membership Yearly' } },
    { unit_amount: 999, quantity: 2, discount_perc: null, discount_amount: 100, sku: { id: 'm', name: 'Meatballs' } },
    { unit_amount: 2200, quantity: 1, discount_perc: null, discount_amount: null, sku: { id: 'w', name: 'Wellness Membership' } },
  ],
} as Order;

class OneOrder extends FakeCustomerAccountRepository {
  constructor(private readonly order: Order) { super('filled'); }
  override orders() { return Promise.resolve([this.order]); }
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

describe('Orders page', () => {
  it('shows each line and row as charged, and the rows add up to the Total', async () => {
    renderWithServices(<OrdersPage />, [[CustomerAccountRepository, new OneOrder(CHARGED)]], '/dashboard/orders');
    const card = await screen.findByRole('article', { name: 'Order of Nov 2, 2026' });
    const lines = within(card).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(['1 × Wellness Membership Yearly$179.10', '2 × Meatballs$17.98', '1 × Wellness Membership$22.00']);
    const rows = [...card.querySelectorAll('dl div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(rows).toEqual([
      ['Subtotal', '$219.08'], ['Discount', '-$22.00'], ['Shipping', '$5.95'], ['Tax', '$1.48'], ['Wallet coins', '-$5.00'], ['Total', '$199.51'],
    ]);
    const lineSum = lines.reduce((sum, l) => sum + cents(l!.slice(l!.lastIndexOf('$'))), 0);
    expect(lineSum).toBe(cents(rows[0][1]!));
    const rowSum = rows.slice(0, -1).reduce((sum, [, v]) => sum + (v!.startsWith('-') ? -cents(v!.slice(1)) : cents(v!)), 0);
    expect(rowSum).toBe(cents(rows.at(-1)![1]!));
  });

  it('shows no discount row for an order without a deal', async () => {
    const plain = { ...CHARGED, subtotal_amount: 19_708, items: CHARGED.items.slice(0, 2), total_amount: 19_708 + 595 + 148 - 500 } as Order;
    renderWithServices(<OrdersPage />, [[CustomerAccountRepository, new OneOrder(plain)]], '/dashboard/orders');
    const card = await screen.findByRole('article', { name: 'Order of Nov 2, 2026' });
    expect(within(card).queryByText('Discount')).toBeNull();
    expect(within(card).getByText('$199.51')).toBeTruthy();
  });
});
