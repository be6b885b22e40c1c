import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrentUserSession } from '../../../src/application/session/current-user-session';
import { SessionEndSignal } from '../../../src/application/session/session-end-signal';
import { UserSession } from '../../../src/application/session/user-session';
import { RequireSignIn } from '../../../src/ui/app/route-guards';
import { LoginPage } from '../../../src/ui/auth/login-page';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';
import { FakeLocalStore } from '../../fakes/fake-local-store';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { FakeSession } from '../../fakes/fake-session';
import { aUser } from '../../fakes/fake-user-session';
import { currentLocation, renderWithServices } from '../shell/render-with-services';

async function renderLogin(path = '/login') {
  const session = FakeSession.guest();
  const accounts = new FakeAccountRepository(session).withAccount(aUser({ email: 'dana@pawprint.test', first_name: 'Dana' }), 'pawprint');
  const userSession = new CurrentUserSession({
    session,
    accounts,
    localStore: new FakeLocalStore(),
    navigation: new FakeNavigation(),
    sessionEnd: new SessionEndSignal(),
  });
  await userSession.refresh();
  renderWithServices(<LoginPage />, [[UserSession, userSession]], path, {
    '/dashboard': (
      <RequireSignIn>
        <p>Dashboard page</p>
      </RequireSignIn>
    ),
    '/box/start': <p>Box start page</p>,
  });
  return { userSession };
}

describe('/login', () => {
  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's message on a wrong password and stays on /login", async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'dana@pawprint.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(currentLocation().pathname).toBe('/login');
  });

  it('signs in and goes to /dashboard by default', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'Dana@pawprint.test ');
    await user.type(screen.getByLabelText(/Password/), 'pawprint');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('follows ?redirect= after signing in', async () => {
    const user = userEvent.setup();
    await renderLogin('/login?redirect=%2Fbox%2Fstart');
    await user.type(screen.getByLabelText(/E-mail/), 'dana@pawprint.test');
    await user.type(screen.getByLabelText(/Password/), 'pawprint');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Box start page')).toBeTruthy();
  });

  it('lists the demo accounts', async () => {
    await renderLogin();
    expect(screen.getByRole('heading', { name: 'Demo accounts' })).toBeTruthy();
    expect(screen.getByText('demo@pawprint.test')).toBeTruthy();
  });
});

describe('/dashboard requires sign-in', () => {
  it('sends a guest to /login with the way back', async () => {
    await renderLogin('/dashboard');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(currentLocation()).toEqual({ pathname: '/login', search: '?redirect=%2Fdashboard' });
  });
});
