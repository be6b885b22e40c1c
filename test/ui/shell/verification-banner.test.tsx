import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserSession } from '../../../src/application/session/user-session';
import { VERIFICATION_TEXTS } from '../../../src/domain';
import { EmailVerification } from '../../../src/ports/email-verification';
import { Notifications } from '../../../src/ports/notifications';
import { EXPIRED_TEXT, RESEND_LABEL, UNVERIFIED_TEXT } from '../../../src/ui/shell/verification-banner';
import { VerificationGate } from '../../../src/ui/shell/verification-gate';
import { FakeNotifications } from '../../fakes/fake-notifications';
import { aUser, FakeUserSession } from '../../fakes/fake-user-session';
import { renderWithServices } from './render-with-services';

class FakeVerification implements EmailVerification {
  readonly calls: string[] = [];
  resendError: Error | null = null;
  constructor(public status: string | null) {}
  async latestStatus() {
    this.calls.push('latestStatus');
    return this.status;
  }
  async resend() {
    this.calls.push('resend');
    if (this.resendError) throw this.resendError;
    this.status = 'pending';
  }
  async verify() {
    this.calls.push('verify');
  }
}

function renderBanner(session: FakeUserSession, verification: FakeVerification) {
  const notifications = new FakeNotifications();
  renderWithServices(<VerificationGate />, [
    [UserSession, session],
    [EmailVerification, verification],
    [Notifications, notifications],
  ]);
  return notifications;
}

const unverified = () => FakeUserSession.signedIn(aUser({ email_verified: false }));

describe('verification banner (001 §2 §4 §8)', () => {
  it('shows the pending text for a signed-in user with an unverified e-mail', async () => {
    const verification = new FakeVerification('pending');
    renderBanner(unverified(), verification);
    expect((await screen.findByRole('region', { name: 'Email verification' })).textContent).toBe('Please check your mailbox to verify your email address.');
    expect(screen.queryByRole('button', { name: RESEND_LABEL })).toBeNull();
  });

  it("an expired link: resend shows 'Sending new email verification email...', then 'Success! Please check your inbox.', and refetches the status", async () => {
    const verification = new FakeVerification('expired');
    const notifications = renderBanner(unverified(), verification);
    expect(await screen.findByText(EXPIRED_TEXT, { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: RESEND_LABEL }));
    expect(await screen.findByText(VERIFICATION_TEXTS.pending)).toBeTruthy();
    expect(notifications.history.map((t) => [t.kind, t.message])).toEqual([
      ['loading', 'Sending new email verification email...'],
      ['success', 'Success! Please check your inbox.'],
    ]);
    expect(notifications.history[0].id).toBe(notifications.history[1].id);
    expect(verification.calls).toEqual(['latestStatus', 'resend', 'latestStatus']);
  });

  it("a failed resend shows the error's message and keeps the resend link", async () => {
    const verification = new FakeVerification('expired');
    verification.resendError = new Error('[GraphQL] Too many verification e-mails today');
    const notifications = renderBanner(unverified(), verification);
    await userEvent.click(await screen.findByRole('button', { name: RESEND_LABEL }));
    expect(await screen.findByRole('button', { name: RESEND_LABEL })).toBeTruthy();
    expect(notifications.messages('error')).toEqual(['Too many verification e-mails today']);
    expect(verification.calls).toEqual(['latestStatus', 'resend', 'latestStatus']);
  });

  it('with no verification sent yet, offers to send one', async () => {
    renderBanner(unverified(), new FakeVerification(null));
    expect(await screen.findByText(UNVERIFIED_TEXT, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: RESEND_LABEL })).toBeTruthy();
  });

  it.each([
    ['a guest', FakeUserSession.guest()],
    ['a verified user', FakeUserSession.signedIn(aUser({ email_verified: true }))],
    ['a user the API says nothing about', FakeUserSession.signedIn(aUser())],
  ])('is not shown to %s, and its status is not even asked', async (_who, session) => {
    const verification = new FakeVerification('pending');
    renderBanner(session, verification);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
    expect(verification.calls).toEqual([]);
  });

  it('goes away when the user signs out', async () => {
    const session = unverified();
    renderBanner(session, new FakeVerification('pending'));
    await screen.findByRole('region', { name: 'Email verification' });
    act(() => session.set({ status: 'guest', user: null }));
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
  });
});
