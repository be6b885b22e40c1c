import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserSession } from '../../../src/application/session/user-session';
import { VERIFICATION_TEXTS } from '../../../src/domain';
import { EmailVerification } from '../../../src/ports/email-verification';
import { Notifications } from '../../../src/ports/notifications';
import { NO_TOKEN_TEXT, VERIFIED_TEXT, VerifyEmailPage } from '../../../src/ui/auth/verify-email-page';
import { RESEND_LABEL } from '../../../src/ui/shell/verification-banner';
import { FakeEmailVerification } from '../../fakes/fake-email-verification';
import { FakeNotifications } from '../../fakes/fake-notifications';
import { aUser, FakeUserSession } from '../../fakes/fake-user-session';
import { currentLocation, renderWithServices } from '../shell/render-with-services';

function renderAt(path: string, session = FakeUserSession.signedIn(aUser({ email_verified: false })), verification = new FakeEmailVerification('pending')) {
  const notifications = new FakeNotifications();
  renderWithServices(<VerifyEmailPage />, [
    [UserSession, session],
    [EmailVerification, verification],
    [Notifications, notifications],
  ], path, { '/login': <p>Login page</p> });
  return { session, verification, notifications };
}

describe('/verify-email: the link of the verification e-mail (verifyEmail)', () => {
  it('verifies the address once, reads the user again and says so', async () => {
    const { session, verification } = renderAt('/verify-email?token=good-token');
    expect(await screen.findByText(VERIFIED_TEXT)).toBeTruthy();
    expect(verification.calls).toEqual(['verify:good-token']);
    expect(session.calls).toEqual(['refresh']);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    await waitFor(() => expect(document.title).toBe('Verify your email · Pawprint'));
  });

  it("a refused link says the server's reason and offers a new link, with the resend's toasts", async () => {
    const { verification, notifications } = renderAt('/verify-email?token=old-token');
    expect((await screen.findByRole('alert')).textContent).toBe('Verification link is invalid or expired');
    await userEvent.click(screen.getByRole('button', { name: RESEND_LABEL }));
    expect(await screen.findByText(VERIFICATION_TEXTS.pending)).toBeTruthy();
    expect(notifications.messages()).toEqual([VERIFICATION_TEXTS.sending, VERIFICATION_TEXTS.sent]);
    expect(verification.calls).toEqual(['verify:old-token', 'resend', 'latestStatus']);
  });

  it('a link without its token asks nothing of the server and offers a new link', async () => {
    const { verification } = renderAt('/verify-email');
    expect((await screen.findByRole('alert')).textContent).toBe(NO_TOKEN_TEXT);
    expect(screen.getByRole('button', { name: RESEND_LABEL })).toBeTruthy();
    expect(verification.calls).toEqual([]);
  });

  it('a guest signs in first and comes back to the same link', async () => {
    const { verification } = renderAt('/verify-email?token=good-token', FakeUserSession.guest());
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(new URLSearchParams(currentLocation().search).get('redirect')).toBe('/verify-email?token=good-token');
    expect(verification.calls).toEqual([]);
  });
});
