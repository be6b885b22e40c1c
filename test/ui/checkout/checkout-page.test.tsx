import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '../../../src/ui/checkout/checkout-page';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { BULK_FOOD, LEASH, MINI_BOX, TREAT_PACK } from '../../fakes/fake-catalog-repository';
import { RETAILER_ROLE, aUser } from '../../fakes/fake-user-session';
import { renderWithCart } from '../cart/cart-ui-harness';

async function fillAddress() {
  const form = await screen.findByRole('form', { name: 'Shipping address' });
  const type = (label: string, text: string) => userEvent.type(within(form).getByLabelText(new RegExp(`^${label}`)), text);
  await type('First name', 'Jo');
  await type('Last name', 'Doe');
  await type('Address line 1', '1 Bark St');
  await type('City', 'Austin');
  await type('State', 'TX');
  await type('Postal code', '78701');
  expect((within(form).getByLabelText(/^Country/) as HTMLInputElement).value).toBe('US');
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
}

async function payWith(number: string) {
  const payment = await screen.findByRole('form', { name: 'Payment' });
  await userEvent.type(within(payment).getByLabelText(/^Card number/), number);
  await userEvent.type(within(payment).getByLabelText(/^Expiry/), '12/30');
  await userEvent.type(within(payment).getByLabelText(/^CVC/), '123');
  await userEvent.click(within(payment).getByRole('button', { name: 'Place order' }));
}

describe('Checkout page', { timeout: 15_000 }, () => {
  it('guest: selected lines, new address, tax and shipping with their toasts, card, confirmation, then the redirect target', async () => {
    const repo = new FakeCartRepository();
    const cart = repo.seed(
      [
        { type: 'good', sku_id: LEASH.id, quantity: 2 },
        { type: 'good', sku_id: TREAT_PACK.id, quantity: 1 },
      ],
      { email: 'guest@example.com' },
    );
    await repo.selectItem({ id: cart.id, email: 'guest@example.com' }, cart.items[1].id, false);
    const view = renderWithCart(<CheckoutPage />, {
      repo,
      store: { cartId: cart.id, email: 'guest@example.com' },
      route: '/checkout?redirect=/box/start',
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Leather Leash × 2')).toBeTruthy();
    expect(within(summary).queryByText(/Treat Pack/)).toBeNull();

    await fillAddress();
    // The saved form is gone: focus goes to the next step, not to <body>.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment' })));
    await waitFor(() => expect(within(summary).getByText('$5.99')).toBeTruthy());
    expect(within(summary).getByText('$4.00')).toBeTruthy(); // 8% of $50.00
    expect(within(summary).getByText('$59.99')).toBeTruthy();
    expect(view.notifications.messages()).toEqual(['Getting tax and shipping rates...', 'Tax and shipping rates fetched successfully!']);
    expect(screen.queryByRole('button', { name: 'Use wallet balance' })).toBeNull();

    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Order confirmed · Pawprint'));
    expect(screen.getByText(`Order number: ${view.checkoutRepository.orders[0].id}`)).toBeTruthy();
    const totals = screen.getByText('Total charged').parentElement!;
    expect(within(totals).getByText('$59.99')).toBeTruthy();
    expect(screen.getByText('guest@example.com')).toBeTruthy();
    expect(screen.getByText('Leather Leash × 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.navigation.visits.map((v) => v.path)).toEqual(['/box/start']);
    // A whole checkout typed key by key: room for a loaded machine.
  }, 20_000);

  it('signed-in: picks a saved address, uses the wallet, and shows a declined card as the server says it', async () => {
    const warn = vi.spyOn(console, 'warn');
    const repo = new FakeCartRepository();
    const user = aUser();
    repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: user.email, signedIn: true });
    const view = renderWithCart(<CheckoutPage />, { repo, user: { status: 'signedIn', user }, route: '/checkout' });
    view.checkoutRepository.saved.push({
      id: 'addr-home',
      first_name: 'Jo',
      last_name: 'Doe',
      line1: '1 Bark St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
      default: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ship to this address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use wallet balance' }));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('-$5.00')).toBeTruthy();
    expect(view.notifications.messages()).toContain('Wallet discount calculated successfully!');

    await payWith('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    await userEvent.clear(screen.getByLabelText(/^Card number/));
    await userEvent.clear(screen.getByLabelText(/^Expiry/));
    await userEvent.clear(screen.getByLabelText(/^CVC/));
    await payWith('4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to your dashboard' }));
    expect(view.navigation.visits.map((v) => v.path)).toEqual(['/dashboard']);
    expect(view.checkoutRepository.orders[0].used_coins_amount).toBe(500);
    // The cart that empties once the order is placed is not sent to the finished flow.
    expect(warn.mock.calls.flat().join('\n')).not.toContain('stopped actor');
    warn.mockRestore();
  });

  it("guest: the confirmation names each dog's box and its contents, where the e-mail goes, and Continue shopping instead of the dashboard's sign-in wall", async () => {
    const repo = new FakeCartRepository();
    const cart = repo.seed(
      [{ type: 'bundle', sku_id: MINI_BOX.id, quantity: 1, name: 'Rex', sku_attributes: [{ label: 'Dog Name', value: 'Rex' }], items: [{ type: 'good', sku_id: MINI_BOX.id, quantity: 1 }] }],
      { email: 'guest@example.com' },
    );
    const view = renderWithCart(<CheckoutPage />, {
      repo,
      store: { cartId: cart.id, email: 'guest@example.com' },
      route: '/checkout?redirect=/dashboard',
    });
    expect(view.container.querySelector('main')).toBeNull();
    await fillAddress();
    await payWith('4242 4242 4242 4242');
    const confirmation = await screen.findByRole('region', { name: 'Thank you! Your order is placed.' });
    await waitFor(() => expect(document.activeElement).toBe(within(confirmation).getByRole('heading', { level: 2 })));
    const ordered = within(confirmation).getAllByRole('list')[0];
    expect(within(ordered).getByText(/^Rex's /).textContent).toMatch(/^Rex's \S/);
    expect(within(confirmation).getByText(`${MINI_BOX.name} × 1`)).toBeTruthy();
    expect(within(confirmation).getByText('guest@example.com')).toBeTruthy();
    expect(within(confirmation).getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(within(confirmation).getByText('Ships to Jo Doe, 1 Bark St, Austin, TX 78701.')).toBeTruthy();
    expect(within(confirmation).queryByRole('button', { name: /dashboard/ })).toBeNull();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Continue shopping' }));
    expect(view.navigation.visits.map((v) => v.path)).toEqual(['/']);
  });
});

describe('Checkout page follows the cart and holds the rules', { timeout: 15_000 }, () => {
  it('a quantity changed in the cart while on /checkout updates the summary, and Place order charges the new total', async () => {
    const repo = new FakeCartRepository();
    const cart = repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'guest@example.com' });
    const view = renderWithCart(<CheckoutPage />, { repo, store: { cartId: cart.id, email: 'guest@example.com' }, route: '/checkout' });
    await fillAddress();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$32.99'));
    // The drawer (or another tab) changes the line: the page hears it from the cart.
    repo.changeElsewhere(cart.id, (c) => {
      c.items[0].quantity = 2;
    });
    await waitFor(() => expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$59.99'));
    expect(within(summary).getByText('Leather Leash × 2')).toBeTruthy();
    await payWith('4242 4242 4242 4242');
    const charged = (await screen.findByText('Total charged')).parentElement!;
    expect(within(charged).getByText('$59.99')).toBeTruthy();
    expect(view.checkoutRepository.orders[0].total_amount).toBe(5999);
  });

  it('a retailer under the minimum who opens /checkout directly sees the spec dialog and cannot place the order', async () => {
    const repo = new FakeCartRepository();
    const user = aUser({ roles: [RETAILER_ROLE], new_user: false });
    repo.seed([{ type: 'good', sku_id: BULK_FOOD.id, quantity: 1 }], { email: user.email, signedIn: true });
    renderWithCart(<CheckoutPage />, { repo, user: { status: 'signedIn', user }, route: '/checkout' });
    const text = 'Minimum order is $200.00 for Pawprint Wholesale. Please add more items to your cart to continue.';
    const dialog = await screen.findByRole('dialog', { name: 'Minimum order' });
    expect(within(dialog).getByText(text)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert').textContent).toBe(text);
    await fillAddress();
    const payment = await screen.findByRole('form', { name: 'Payment' });
    expect((within(payment).getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an expired card is refused under its field and nothing is sent', async () => {
    const repo = new FakeCartRepository();
    const cart = repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'guest@example.com' });
    const view = renderWithCart(<CheckoutPage />, { repo, store: { cartId: cart.id, email: 'guest@example.com' }, route: '/checkout' });
    await fillAddress();
    const payment = await screen.findByRole('form', { name: 'Payment' });
    await waitFor(() => expect((within(payment).getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(false));
    await userEvent.type(within(payment).getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await userEvent.type(within(payment).getByLabelText(/^Expiry/), '01/20');
    await userEvent.type(within(payment).getByLabelText(/^CVC/), '123');
    await userEvent.click(within(payment).getByRole('button', { name: 'Place order' }));
    expect(await within(payment).findByText('This card has expired')).toBeTruthy();
    expect(view.checkoutRepository.calls.some((c) => c.op === 'createCheckout')).toBe(false);
  });
});
