import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { CustomerAccountRepository } from '../../../src/ports/customer-account-repository';
import { BillingPage } from '../../../src/ui/dashboard/pages/billing-page';
import { CommunicationPage } from '../../../src/ui/dashboard/pages/communication-page';
import { ConsultationPage } from '../../../src/ui/dashboard/pages/consultation-page';
import { DashboardHomePage } from '../../../src/ui/dashboard/pages/dashboard-home-page';
import { DogsPage } from '../../../src/ui/dashboard/pages/dogs-page';
import { GiftPage } from '../../../src/ui/dashboard/pages/gift-page';
import { MembershipPage } from '../../../src/ui/dashboard/pages/membership-page';
import { OrdersPage } from '../../../src/ui/dashboard/pages/orders-page';
import { ProfilePage } from '../../../src/ui/dashboard/pages/profile-page';
import { ReviewsPage } from '../../../src/ui/dashboard/pages/reviews-page';
import { PaymentProcessor } from '../../../src/ports/payment-processor';
import { Clock } from '../../../src/ports/clock';
import { FakePaymentProcessor } from '../../fakes/fake-payment-processor';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeCustomerAccountRepository } from '../../fakes/fake-customer-account-repository';
import { renderWithServices } from '../shell/render-with-services';
import { PhoneNumbers } from '../../../src/ports/phone-numbers';
import { testPhoneNumbers } from '../../support/fake-ports';

interface PageCase {
  Page: ComponentType;
  title: string;
  what: string;
  filled: string | RegExp;
  /** What the page says with nothing to show; absent where the page always has the account's own data. */
  empty?: string | RegExp;
}

// The ten pages of 001 §2, each with its four states.
const PAGES: PageCase[] = [
  { Page: DashboardHomePage, title: 'Dashboard', what: 'your dashboard', filled: 'Hi, Dana!', empty: /No box is on its way/ },
  { Page: ProfilePage, title: 'Profile', what: 'your profile', filled: /Signed in as/ },
  { Page: DogsPage, title: 'Dogs', what: 'your dogs', filled: "Biscuit's box", empty: /No dogs yet/ },
  { Page: GiftPage, title: 'Send Gift', what: 'your gift coupons', filled: 'PAW-GIFT-2500', empty: "You haven't sent a gift yet." },
  { Page: MembershipPage, title: 'Wellness Membership', what: 'your membership', filled: 'Free shipping on every order', empty: /You are not a Wellness Member yet/ },
  { Page: ConsultationPage, title: 'Book a Nutrition Consult', what: 'the consult schedule', filled: 'Choose a time (UTC)', empty: /No open times in the coming days/ },
  { Page: BillingPage, title: 'Billing', what: 'your invoices', filled: 'Visa ending in 4242', empty: 'No saved cards yet. Add one below.' },
  { Page: OrdersPage, title: 'Orders', what: 'your orders', filled: 'Order of Oct 1, 2026', empty: /No orders yet/ },
  { Page: CommunicationPage, title: 'Communications', what: 'your communication preferences', filled: 'Order updates', empty: 'There is nothing to choose from yet.' },
  { Page: ReviewsPage, title: 'Reviews', what: 'your reviews', filled: 'Review number 0', empty: "You haven't written a review yet." },
];

function renderPage(Page: ComponentType, repo: FakeCustomerAccountRepository) {
  return renderWithServices(<Page />, [[CustomerAccountRepository, repo], [PaymentProcessor, new FakePaymentProcessor()], [Clock, new FakeClock()], [PhoneNumbers, testPhoneNumbers]], '/dashboard');
}

describe.each(PAGES)('$title page', ({ Page, title, what, filled, empty }) => {
  it('names itself in the heading and the tab title', async () => {
    renderPage(Page, new FakeCustomerAccountRepository('filled'));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    await screen.findAllByText(filled);
    await waitFor(() => expect(document.title).toBe(`${title} · Pawprint`));
  });

  it('shows that it is loading', () => {
    renderPage(Page, new FakeCustomerAccountRepository('loading'));
    expect(screen.getByText(`Loading ${what}`)).toBeTruthy();
  });

  it('shows the error with a way to try again', async () => {
    const repo = new FakeCustomerAccountRepository('error');
    renderPage(Page, repo);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toContain('Service unavailable');
    repo.mode = 'filled';
    for (const alert of alerts) await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText(filled)).length).toBeGreaterThan(0);
  });

  it('shows its data', async () => {
    renderPage(Page, new FakeCustomerAccountRepository('filled'));
    expect((await screen.findAllByText(filled)).length).toBeGreaterThan(0);
  });

  if (empty) {
    it('says so when there is nothing to show', async () => {
      renderPage(Page, new FakeCustomerAccountRepository('empty'));
      expect((await screen.findAllByText(empty)).length).toBeGreaterThan(0);
    });
  }
});
