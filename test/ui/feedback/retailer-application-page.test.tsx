import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_VALID_MESSAGE, REQUIRED_FIELD_MESSAGE } from '../../../src/domain';
import { RetailerApplications } from '../../../src/ports/retailer-applications';
import { RetailerApplicationPage } from '../../../src/ui/feedback/retailer-application-page';
import { FakeRetailerApplications } from '../../fakes/fake-shop-feedback';
import { renderWithServices } from '../shell/render-with-services';

function renderPage() {
  const applications = new FakeRetailerApplications();
  renderWithServices(<RetailerApplicationPage />, [[RetailerApplications, applications]], '/retailers/apply');
  return applications;
}

async function fillIn(user: UserEvent, form: HTMLElement) {
  const type = (label: RegExp, text: string) => user.type(within(form).getByLabelText(label), text);
  await type(/^Business name/, 'Bark & Co');
  await user.selectOptions(within(form).getByLabelText('Type of business'), 'Pet store');
  await type(/^Contact name/, 'Ana Ruiz');
  await type(/^E-mail/, 'Ana@BarkCo.com');
  await type(/^Phone/, '+1 512 555 0100');
  await type(/^First name/, 'Ana');
  await type(/^Last name/, 'Ruiz');
  await type(/^Street address/, '1 Main St');
  await type(/^City/, 'Austin');
  await type(/^State/, 'TX');
  await type(/^ZIP code/, '78701');
  await type(/Website and social links/, 'https://instagram.com/barkco');
}

describe('/retailers/apply: a business applies for a wholesale account (createRetailerReq)', { timeout: 30_000 }, () => {
  it('says what is missing, field by field, sends nothing, and puts the focus on the first field to fix', async () => {
    const user = userEvent.setup();
    const applications = renderPage();
    const form = await screen.findByRole('form', { name: 'Wholesale application' });
    await user.type(within(form).getByLabelText(/^E-mail/), 'ana@');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getAllByText(REQUIRED_FIELD_MESSAGE).length).toBeGreaterThanOrEqual(8);
    expect(within(form).getByText(EMAIL_NOT_VALID_MESSAGE)).toBeTruthy();
    expect(applications.received).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^Business name/)));
  });

  it('sends the application, cleaned, and confirms it with the business and the e-mail', async () => {
    const user = userEvent.setup();
    const applications = renderPage();
    const form = await screen.findByRole('form', { name: 'Wholesale application' });
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    const done = await screen.findByRole('heading', { name: 'Thank you! Your application is in.' });
    expect(done.parentElement?.textContent).toContain('Bark & Co');
    expect(done.parentElement?.textContent).toContain('ana@barkco.com');
    expect(applications.received).toEqual([expect.objectContaining({
      business_name: 'Bark & Co', business_type: 'Pet store', email: 'ana@barkco.com', phone: '+15125550100', social_links: ['https://instagram.com/barkco'],
      shipping_address: expect.objectContaining({ line1: '1 Main St', country: 'US', line2: null }),
    })]);
  });

  it("shows the server's message and keeps everything typed", async () => {
    const user = userEvent.setup();
    const applications = renderPage();
    applications.failWith = 'You already applied with this e-mail.';
    const form = await screen.findByRole('form', { name: 'Wholesale application' });
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('You already applied with this e-mail.');
    expect((within(form).getByLabelText(/^Business name/) as HTMLInputElement).value).toBe('Bark & Co');
    expect((within(form).getByLabelText(/^Street address/) as HTMLInputElement).value).toBe('1 Main St');
    expect((within(form).getByLabelText(/Website and social links/) as HTMLTextAreaElement).value).toBe('https://instagram.com/barkco');
    applications.failWith = null;
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    await screen.findByRole('heading', { name: 'Thank you! Your application is in.' });
  });
});
