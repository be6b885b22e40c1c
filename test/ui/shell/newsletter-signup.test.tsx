import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeNewsletter } from '../../fakes/fake-newsletter';
import { Newsletter } from '../../../src/ports/newsletter';
import { NEWSLETTER_DONE, NEWSLETTER_TITLE, NewsletterSignup } from '../../../src/ui/shell/newsletter-signup';
import { renderWithServices } from './render-with-services';

function renderSignup(newsletter = new FakeNewsletter()) {
  renderWithServices(<NewsletterSignup />, [[Newsletter, newsletter]]);
  return { newsletter, form: screen.getByRole('form', { name: NEWSLETTER_TITLE }) };
}

describe("the footer's newsletter sign-up (addToList)", { timeout: 20_000 }, () => {
  it('checks the e-mail, then puts the normalised address on the list', async () => {
    const user = userEvent.setup();
    const { newsletter, form } = renderSignup();
    await user.type(within(form).getByLabelText('E-mail'), 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(within(form).getByRole('alert').textContent).toBe('Email is not valid');
    expect(newsletter.sent).toEqual([]);
    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), ' Pat@Example.com ');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect((await within(form).findByRole('status')).textContent).toBe(NEWSLETTER_DONE);
    expect(newsletter.sent).toEqual(['pat@example.com']);
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it("a refusal shows the server's message and keeps the address", async () => {
    const user = userEvent.setup();
    const newsletter = new FakeNewsletter();
    newsletter.failWith = 'The list is closed for maintenance';
    const { form } = renderSignup(newsletter);
    await user.type(within(form).getByLabelText('E-mail'), 'pat@example.com');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The list is closed for maintenance');
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('pat@example.com');
  });
});
