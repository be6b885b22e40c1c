import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CustomerAccountRepository } from '../../../src/ports/customer-account-repository';
import { DashboardHomePage } from '../../../src/ui/dashboard/pages/dashboard-home-page';
import { FakeCustomerAccountRepository } from '../../fakes/fake-customer-account-repository';
import { renderWithServices } from '../shell/render-with-services';

// The fake's wallet: $15.00 in coins, $2.00 pending.
async function renderWallet(repo = new FakeCustomerAccountRepository()) {
  renderWithServices(<DashboardHomePage />, [[CustomerAccountRepository, repo]], '/dashboard');
  return { repo, wallet: await screen.findByRole('article', { name: 'Wallet' }) };
}

describe('Dashboard wallet: transferCoins and withdrawCoinsRequest', { timeout: 20_000 }, () => {
  it('moves pending coins into the wallet in cents and shows the wallet the server answers', async () => {
    const user = userEvent.setup();
    const { repo, wallet } = await renderWallet();
    const form = within(wallet).getByRole('form', { name: 'Move to wallet' });
    await user.type(within(form).getByLabelText(/Amount to move/), '2.50');
    await user.click(within(form).getByRole('button', { name: 'Move to wallet' }));
    expect(within(form).getByText('You have $2.00 pending.')).toBeTruthy();
    expect(repo.calls).toEqual([]);
    await user.clear(within(form).getByLabelText(/Amount to move/));
    await user.type(within(form).getByLabelText(/Amount to move/), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Move to wallet' }));
    expect(await within(wallet).findByText('$1.50 moved to your wallet.')).toBeTruthy();
    expect(repo.calls).toEqual(['transfer:150']);
    expect(within(wallet).getByText('$16.50')).toBeTruthy();
  });

  it('asks for a cash-out of wallet coins; an amount that is not money or too much is refused before sending', async () => {
    const user = userEvent.setup();
    const { repo, wallet } = await renderWallet();
    const form = within(wallet).getByRole('form', { name: 'Request cash-out' });
    const amount = within(form).getByLabelText(/Amount to cash out/);
    for (const [typed, message] of [['12.345', 'Please enter an amount in dollars, for example 12.50.'], ['0', 'Please enter an amount above $0.00.'], ['15.01', 'You have $15.00 in your wallet.']]) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(within(form).getByRole('button', { name: 'Request cash-out' }));
      expect(within(form).getByText(message)).toBeTruthy();
    }
    expect(repo.calls).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '$10');
    await user.click(within(form).getByRole('button', { name: 'Request cash-out' }));
    expect(await within(wallet).findByText('Your cash-out of $10.00 is requested.')).toBeTruthy();
    expect(repo.calls).toEqual(['withdraw:1000']);
    expect(within(wallet).getByText('$5.00')).toBeTruthy();
  });

  it("a refused request shows the server's message and keeps the amount", async () => {
    const user = userEvent.setup();
    const repo = new FakeCustomerAccountRepository();
    repo.failActions = 'Cash-outs are paused today';
    const { wallet } = await renderWallet(repo);
    const form = within(wallet).getByRole('form', { name: 'Request cash-out' });
    await user.type(within(form).getByLabelText(/Amount to cash out/), '5');
    await user.click(within(form).getByRole('button', { name: 'Request cash-out' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Cash-outs are paused today');
    expect((within(form).getByLabelText(/Amount to cash out/) as HTMLInputElement).value).toBe('5');
    expect(within(wallet).getByText('$15.00')).toBeTruthy();
  });
});
