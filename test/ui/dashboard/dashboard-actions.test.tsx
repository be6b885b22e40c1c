import { screen, waitFor, within } from '@testing-library/react';
import { PhoneNumbers } from '../../../src/ports/phone-numbers';
import { buildFakePorts } from '../../support/fake-ports';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CustomerAccountRepository } from '../../../src/ports/customer-account-repository';
import { DashboardSidebar } from '../../../src/ui/dashboard/dashboard-sidebar';
import { BillingPage } from '../../../src/ui/dashboard/pages/billing-page';
import { DogsPage } from '../../../src/ui/dashboard/pages/dogs-page';
import { GiftPage } from '../../../src/ui/dashboard/pages/gift-page';
import { ProfilePage } from '../../../src/ui/dashboard/pages/profile-page';
import { ReviewsPage } from '../../../src/ui/dashboard/pages/reviews-page';
import { PaymentProcessor } from '../../../src/ports/payment-processor';
import { Clock } from '../../../src/ports/clock';
import { FakePaymentProcessor } from '../../fakes/fake-payment-processor';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeCustomerAccountRepository } from '../../fakes/fake-customer-account-repository';
import { currentLocation, renderWithServices } from '../shell/render-with-services';

function render(ui: ReactElement, repo = new FakeCustomerAccountRepository()) {
  renderWithServices(ui, [[CustomerAccountRepository, repo], [PaymentProcessor, new FakePaymentProcessor()], [Clock, new FakeClock()], [PhoneNumbers, buildFakePorts().phoneNumbers]], '/dashboard/billing');
  return repo;
}

describe('Dashboard sidebar', () => {
  it('lists the ten entries of 001 §2 in order, with dividers between groups, and marks the page in view', () => {
    renderWithServices(<DashboardSidebar />, [], '/dashboard/billing');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'], ['Profile', '/dashboard/profile'], ['Dogs', '/dashboard/subscriptions'], ['Send Gift', '/dashboard/gift'],
      ['Wellness Membership', '/dashboard/membership'], ['Book a Nutrition Consult', '/dashboard/consultation'], ['Billing', '/dashboard/billing'],
      ['Orders', '/dashboard/orders'], ['Communications', '/dashboard/communication'], ['Reviews', '/dashboard/reviews'],
    ]);
    // The dividers are lines over each later group's first entry (Dogs, Billing, Communications); the list holds
    // only plain list items, as assistive technology expects.
    const items = within(nav).getAllByRole('listitem');
    expect(items.filter((li) => li.classList.contains('dashboard-sidebar__group-start')).map((li) => li.textContent)).toEqual(['Dogs', 'Billing', 'Communications']);
    expect([...nav.querySelector('ul')!.children].every((child) => child.tagName === 'LI' && !child.hasAttribute('role'))).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe('page');
  });

  it('folds into a menu button naming the page; choosing an entry goes there and folds it again', async () => {
    renderWithServices(<DashboardSidebar />, [], '/dashboard/billing');
    const toggle = screen.getByRole('button', { name: /Dashboard menu: Billing/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(currentLocation().pathname).toBe('/dashboard/orders');
    expect(screen.getByRole('button', { name: /Dashboard menu: Orders/ }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Dogs', () => {
  it('asks for a resume date after today before pausing, then pauses with it', async () => {
    const repo = render(<DogsPage />);
    const box = await screen.findByRole('article', { name: "Biscuit's box" });
    await userEvent.click(within(box).getByRole('button', { name: 'Pause' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Pause box' }));
    expect(within(box).getByText('Please choose a resume date')).toBeTruthy();
    expect(repo.calls).toEqual([]);
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await userEvent.type(within(box).getByLabelText('Resume on'), date);
    await userEvent.click(within(box).getByRole('button', { name: 'Pause box' }));
    expect(await within(box).findByText(/is paused until/)).toBeTruthy();
    expect(repo.calls).toEqual([`pause:sub-1:${date}`]);
  });

  it('cancels with a reason; a failure keeps the reason typed and shows the message', async () => {
    const repo = render(<DogsPage />);
    repo.failActions = 'Cancellation window closed';
    const box = await screen.findByRole('article', { name: "Biscuit's box" });
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel box' }));
    await userEvent.selectOptions(within(box).getByLabelText('Why are you cancelling?'), 'Other');
    await userEvent.type(within(box).getByLabelText(/Anything else/), 'Moving abroad');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm cancellation' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Cancellation window closed');
    expect((within(box).getByLabelText(/Anything else/) as HTMLTextAreaElement).value).toBe('Moving abroad');
    expect(repo.calls).toEqual(['cancel:sub-1:Moving abroad']);
  });

  it("edits the dog's information with the add-to-cart form's rules", async () => {
    const repo = render(<DogsPage />);
    const box = await screen.findByRole('article', { name: "Biscuit's box" });
    await userEvent.click(within(box).getByRole('button', { name: 'Edit dog information' }));
    const name = within(box).getByLabelText(/Dog Name/);
    expect((name as HTMLInputElement).value).toBe('Biscuit');
    await userEvent.clear(name);
    await userEvent.type(name, 'B');
    await userEvent.click(within(box).getByRole('button', { name: 'Save dog information' }));
    expect(repo.calls).toEqual([]);
    await userEvent.type(name, 'uddy');
    await userEvent.click(within(box).getByRole('button', { name: 'Save dog information' }));
    expect(await within(box).findByText('Dog information saved.')).toBeTruthy();
    expect(repo.calls).toEqual(['attrs:sub-1:[{"label":"Dog Name","value":"Buddy"}]']);
  });

  it('shows a lost dog and marks it found', async () => {
    const repo = render(<DogsPage />);
    const luna = await screen.findByRole('article', { name: /Luna/ });
    expect(within(luna).getByText('Lost')).toBeTruthy();
    await userEvent.click(within(luna).getByRole('button', { name: 'Luna is found' }));
    expect(await within(luna).findByText('Glad Luna is home!')).toBeTruthy();
    expect(repo.calls).toEqual(['dog:dog-1:{"isLost":false}']);
  });
});

describe('Billing', () => {
  it("shows each card with its brand's icon, other brands with the fallback", async () => {
    render(<BillingPage />);
    const visa = (await screen.findByText('Visa ending in 4242')).closest('li')!;
    expect(within(visa).getByRole('img', { name: 'Visa' })).toBeTruthy();
    const other = screen.getByText('elo ending in 3333').closest('li')!;
    expect(within(other).getByRole('img', { name: 'Card' }).getAttribute('data-brand')).toBe('fallback');
  });

  it('appends the next page of invoices to the list rather than replacing it', async () => {
    const repo = render(<BillingPage />);
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    await within(invoices).findByText('Box 0');
    expect(within(invoices).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(within(invoices).getByRole('button', { name: 'Show more invoices' }));
    await within(invoices).findByText('Box 12');
    expect(within(invoices).getByText('Box 0')).toBeTruthy();
    expect(within(invoices).getAllByRole('row')).toHaveLength(14);
    expect(within(invoices).queryByRole('button', { name: 'Show more invoices' })).toBeNull();
    expect(repo.calls).toEqual(['invoices:null', 'invoices:in-9']);
  });

  it("'Add a card' refuses an expired card with the checkout's rule, and saves a good one as the processor's token only", async () => {
    const repo = render(<BillingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    await userEvent.type(within(form).getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await userEvent.type(within(form).getByLabelText(/^Expiry/), '01/20');
    await userEvent.type(within(form).getByLabelText(/^CVC/), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await within(form).findByText('This card has expired')).toBeTruthy();
    expect(repo.calls.filter((c) => c.startsWith('addCard'))).toEqual([]);
    await userEvent.clear(within(form).getByLabelText(/^Expiry/));
    await userEvent.type(within(form).getByLabelText(/^Expiry/), '12/34');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(repo.calls.filter((c) => c.startsWith('addCard'))).toEqual(['addCard:tok_visa_4242']));
  });

  it('makes a card the default and deletes one after confirming', async () => {
    const repo = render(<BillingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make default: elo ending in 3333' }));
    expect(await screen.findByText('elo ending in 3333 is now your default card.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete this card?' })).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('The card is deleted.')).toBeTruthy();
    expect(repo.calls.filter((c) => !c.startsWith('invoices'))).toEqual(['default:pm-2', 'delete:pm-1']);
  });
});

describe('Profile, gifts and reviews keep what was typed when the server refuses', () => {
  it('profile', async () => {
    const repo = render(<ProfilePage />);
    repo.failActions = 'Username is taken';
    const username = await screen.findByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'dana2');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Username is taken');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('dana2');
  });

  it('profile phone: a number not real for the country chosen is refused; a new one changes only with the code sent by text', { timeout: 20_000 }, async () => {
    const repo = render(<ProfilePage />);
    expect(screen.queryByLabelText('Phone')).toBeNull(); // no longer saved unproved with the details
    const phone = await screen.findByLabelText(/New mobile phone/);
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send code by text' }));
    expect(await screen.findByText('Please enter a mobile number of the country chosen.')).toBeTruthy();
    expect(repo.calls).toEqual([]);

    // Another country: its calling code leads the number sent.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Phone country' }), 'GB');
    await userEvent.clear(phone);
    await userEvent.type(phone, '7400 123456');
    expect((phone as HTMLInputElement).value).toBe('7400 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send code by text' }));
    expect(await screen.findByText('We sent a code to +447400123456.')).toBeTruthy();
    await userEvent.type(await screen.findByLabelText(/Code from the text message/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Change phone' }));
    expect(await screen.findByText('Your phone number is changed.')).toBeTruthy();
    expect(repo.calls).toEqual(['sms:+447400123456', 'phone:+447400123456:123456']);
    expect(await screen.findByText('+447400123456')).toBeTruthy();
  });

  it("profile phone: a refused code shows the server's message and keeps the code step", async () => {
    const repo = render(<ProfilePage />);
    await userEvent.type(await screen.findByLabelText(/New mobile phone/), '5125550188');
    await userEvent.click(screen.getByRole('button', { name: 'Send code by text' }));
    await userEvent.type(await screen.findByLabelText(/Code from the text message/), '000000');
    repo.failActions = 'Invalid verification code';
    await userEvent.click(screen.getByRole('button', { name: 'Change phone' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code');
    expect(screen.getByLabelText(/Code from the text message/)).toBeTruthy();
  });

  it('e-mail change sends a code to the new address, then changes it with the code', async () => {
    const repo = render(<ProfilePage />);
    await userEvent.type(await screen.findByLabelText(/New e-mail address/), 'Dana.New@pawprint.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText(/Code from the e-mail/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Your e-mail address is changed.')).toBeTruthy();
    expect(repo.calls).toEqual(['code:dana.new@pawprint.test', 'email:dana.new@pawprint.test:123456']);
  });

  it('gift purchase', async () => {
    const repo = render(<GiftPage />);
    repo.failActions = 'Your card was declined.';
    await screen.findByText('PAW-GIFT-2500');
    await userEvent.type(screen.getByLabelText(/Recipient's e-mail/), 'pal@pawprint.test');
    await userEvent.type(screen.getByLabelText(/Card number/), '4000000000000002');
    await userEvent.type(screen.getByLabelText(/Expiry/), '12/30');
    await userEvent.type(screen.getByLabelText(/CVC/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Buy gift for $25.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect((screen.getByLabelText(/Recipient's e-mail/) as HTMLInputElement).value).toBe('pal@pawprint.test');
  });

  it('reviews page through and a review needs a rating', async () => {
    const repo = render(<ReviewsPage />);
    await screen.findByText('Review number 0');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Review number 5')).toBeTruthy();
    await userEvent.selectOptions(await screen.findByLabelText('Product'), 'Meatballs');
    await userEvent.type(screen.getByLabelText('Your review'), 'My dog adores these.');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByText('Please choose a rating')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(/Thanks! Your review is sent/)).toBeTruthy();
    expect(repo.calls).toEqual(['review:p-1:4']);
  });

  it("a product page's 'Write a review' link chooses its product once the bought ones have come", async () => {
    const repo = new FakeCustomerAccountRepository();
    renderWithServices(<ReviewsPage />, [[CustomerAccountRepository, repo], [PaymentProcessor, new FakePaymentProcessor()], [Clock, new FakeClock()]], '/dashboard/reviews?product=p-1');
    await waitFor(() => expect((screen.getByLabelText('Product') as HTMLSelectElement).value).toBe('p-1'));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Gone in a day, every time.');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(/Thanks! Your review is sent/)).toBeTruthy();
    expect(repo.calls).toEqual(['review:p-1:5']);
  });
});
