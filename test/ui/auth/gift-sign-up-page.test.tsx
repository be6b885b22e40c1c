import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrentUserSession } from '../../../src/application/session/current-user-session';
import { SessionEndSignal } from '../../../src/application/session/session-end-signal';
import { UserSession } from '../../../src/application/session/user-session';
import { Notifications } from '../../../src/ports/notifications';
import { GIFT_CLAIMED_TEXT, GiftSignUpPage } from '../../../src/ui/auth/gift-sign-up-page';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';
import { FakeNotifications } from '../../fakes/fake-notifications';
import { buildFakePorts } from '../../support/fake-ports';
import { currentLocation, renderWithServices } from '../shell/render-with-services';

async function renderGift(path = '/gift/redeem?coupon=PAW-PUPPY-1000') {
  const ports = buildFakePorts();
  const accounts = ports.accountRepository;
  accounts.gifts.set('PAW-PUPPY-1000', { recipient: 'newpup@pawprint.test', amount: 10000 });
  const userSession = new CurrentUserSession({ ...ports, accounts, sessionEnd: new SessionEndSignal() });
  await userSession.refresh();
  const notifications = new FakeNotifications();
  renderWithServices(<GiftSignUpPage />, [[UserSession, userSession], [Notifications, notifications]], path, { '/dashboard': <p>Dashboard page</p> });
  return { accounts, notifications, userSession };
}

describe('/gift/redeem: a gift recipient opens an account with the gift (getVerifyFromGift, registerFromGift)', { timeout: 20_000 }, () => {
  it('takes the code from the link, sends a code to the e-mail, and with it signs in with the gift in the wallet', async () => {
    const user = userEvent.setup();
    const { accounts, notifications, userSession } = await renderGift();
    const details = await screen.findByRole('form', { name: 'Who the gift is for' });
    expect((within(details).getByLabelText(/Gift code/) as HTMLInputElement).value).toBe('PAW-PUPPY-1000');
    await user.click(within(details).getByRole('button', { name: 'Send me a code' }));
    expect(within(details).getByText('Please enter your first name.')).toBeTruthy();
    expect(accounts.calls.filter((c) => c.startsWith('requestGiftCode'))).toEqual([]);
    await user.type(within(details).getByLabelText(/First name/), 'Nia');
    await user.type(within(details).getByLabelText(/^E-mail/), ' NewPup@pawprint.test');
    await user.click(within(details).getByRole('button', { name: 'Send me a code' }));
    const codeForm = await screen.findByRole('form', { name: 'Enter your gift code' });
    expect(codeForm.textContent).toContain('newpup@pawprint.test');
    // The code field is ready to type into as the step shows.
    expect(document.activeElement).toBe(within(codeForm).getByLabelText(/6-digit code/));
    await user.type(within(codeForm).getByLabelText(/6-digit code/), FakeAccountRepository.CODE);
    await user.click(within(codeForm).getByRole('button', { name: 'Claim gift' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(currentLocation().pathname).toBe('/dashboard');
    expect(accounts.calls).toContain(`registerFromGift:newpup@pawprint.test:PAW-PUPPY-1000:${FakeAccountRepository.CODE}`);
    expect(notifications.messages('success')).toEqual([GIFT_CLAIMED_TEXT]);
    expect(userSession.getSnapshot().status).toBe('signedIn');
  });

  it("a gift for another address shows the server's reason and keeps the code step", async () => {
    const user = userEvent.setup();
    await renderGift();
    const details = await screen.findByRole('form', { name: 'Who the gift is for' });
    await user.type(within(details).getByLabelText(/First name/), 'Sam');
    await user.type(within(details).getByLabelText(/^E-mail/), 'sam@example.com');
    await user.click(within(details).getByRole('button', { name: 'Send me a code' }));
    const codeForm = await screen.findByRole('form', { name: 'Enter your gift code' });
    await user.type(within(codeForm).getByLabelText(/6-digit code/), FakeAccountRepository.CODE);
    await user.click(within(codeForm).getByRole('button', { name: 'Claim gift' }));
    expect((await within(codeForm).findByRole('alert')).textContent).toBe('Gift coupon is not valid');
    await user.click(within(codeForm).getByRole('button', { name: 'Change my details' }));
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('a phone without its country code is caught before anything is sent', async () => {
    const user = userEvent.setup();
    const { accounts } = await renderGift();
    const details = await screen.findByRole('form', { name: 'Who the gift is for' });
    await user.type(within(details).getByLabelText(/First name/), 'Nia');
    await user.type(within(details).getByLabelText(/^E-mail/), 'newpup@pawprint.test');
    await user.type(within(details).getByLabelText(/Mobile phone/), '5125550177');
    await user.click(within(details).getByRole('button', { name: 'Send me a code' }));
    expect(within(details).getByText(/with its country code/)).toBeTruthy();
    expect(accounts.calls.filter((c) => c.startsWith('requestGiftCode'))).toEqual([]);
  });
});
