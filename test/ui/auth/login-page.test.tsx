import { screen, waitFor, within } from '@testing-library/react';
import { PhoneNumbers } from '../../../src/ports/phone-numbers';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StorefrontCatalog, StorefrontCatalogToken } from '../../../src/application/catalog/storefront-catalog';
import { CurrentUserSession } from '../../../src/application/session/current-user-session';
import { SessionEndSignal } from '../../../src/application/session/session-end-signal';
import { UserSession } from '../../../src/application/session/user-session';
import { RequireSignIn } from '../../../src/ui/app/route-guards';
import { LoginPage } from '../../../src/ui/auth/login-page';
import { ACCOUNT_EXISTS_TEXT, SIGN_IN_INSTEAD_LABEL } from '../../../src/ui/auth/register-form';
import { FakeCatalogRepository, SEED_SETTINGS } from '../../fakes/fake-catalog-repository';
import { aUser } from '../../fakes/fake-user-session';
import { buildFakePorts } from '../../support/fake-ports';
import { currentLocation, renderWithServices } from '../shell/render-with-services';

async function renderLogin(path = '/login', providerType: string | null = 'password', catalog = new FakeCatalogRepository(undefined, { ...SEED_SETTINGS, login_default_provider_type: providerType })) {
  const ports = buildFakePorts({ catalog });
  const accounts = ports.accountRepository.withAccount(aUser({ email: 'dana@pawprint.test', first_name: 'Dana', phone: '+15125550101' }), 'pawprint');
  const userSession = new CurrentUserSession({ ...ports, accounts, sessionEnd: new SessionEndSignal() });
  await userSession.refresh();
  renderWithServices(
    <LoginPage />,
    [
      [UserSession, userSession],
      [StorefrontCatalogToken, new StorefrontCatalog(catalog)],
      [PhoneNumbers, ports.phoneNumbers],
    ],
    path,
    {
      '/dashboard': (
        <RequireSignIn>
          <p>Dashboard page</p>
        </RequireSignIn>
      ),
      '/box/start': <p>Box start page</p>,
    },
  );
  await screen.findByRole('tablist', { name: 'Ways to sign in' });
  return { userSession, accounts, localStore: ports.localStore };
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('/login: the ways to sign in', () => {
  it.each([
    ['password', 'Password'],
    ['passwordless', 'Code by e-mail'],
    ['MAIL', 'Code by e-mail'],
    ['SMS', 'Code by text'],
    [null, 'Password'],
    ['something-else', 'Password'],
  ])("the settings' default provider type %s opens with %s, first", async (type, first) => {
    await renderLogin('/login', type);
    expect(tabNames()[0]).toBe(first);
    expect(selectedTab()).toBe(first);
    expect(tabNames()).toHaveLength(4);
    await waitFor(() => expect(document.title).toBe('Sign in · Pawprint'));
  });

  it('offers the password when the settings cannot be read', async () => {
    const catalog = new FakeCatalogRepository();
    catalog.settings = async () => {
      throw new Error('Failed to fetch');
    };
    await renderLogin('/login', null, catalog);
    expect(selectedTab()).toBe('Password');
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Code by e-mail');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Code by e-mail' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedTab()).toBe('Create account');
    expect(screen.getByRole('tabpanel', { name: 'Create account' })).toBeTruthy();
  });
});

describe('/login by password', () => {
  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    const { accounts } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect(accounts.calls.filter((c) => c.startsWith('login'))).toEqual([]);
  });

  it("shows the server's message on a wrong password, keeps what was typed and stays on /login", async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'dana@pawprint.test');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(currentLocation().pathname).toBe('/login');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('dana@pawprint.test');
  });

  it('signs in and goes to /dashboard by default', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'Dana@pawprint.test ');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'pawprint');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('follows ?redirect= after signing in', async () => {
    const user = userEvent.setup();
    await renderLogin('/login?redirect=%2Fbox%2Fstart');
    await user.type(screen.getByLabelText(/E-mail/), 'dana@pawprint.test');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'pawprint');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Box start page')).toBeTruthy();
  });

  it('lists the demo accounts, the unverified one included', async () => {
    await renderLogin();
    expect(screen.getByRole('heading', { name: 'Demo accounts' })).toBeTruthy();
    expect(screen.getByText('demo@pawprint.test')).toBeTruthy();
    expect(screen.getByText('unverified@pawprint.test')).toBeTruthy();
  });
});

describe('/login by one-time code', () => {
  it('by e-mail: getVerify, then verifyOTP with the code and the stored guest cart, then back to the page', async () => {
    const user = userEvent.setup();
    const { accounts, localStore } = await renderLogin('/login?redirect=%2Fbox%2Fstart', 'MAIL');
    localStore.set('cartId', 'cart-guest-1');
    await user.type(screen.getByLabelText(/E-mail/), ' Dana@Pawprint.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('dana@pawprint.test')).toBeTruthy();
    expect(accounts.calls).toContain('requestCode:email:dana@pawprint.test');
    const code = screen.getByLabelText(/6-digit code/) as HTMLInputElement;
    expect(document.activeElement).toBe(code);
    await user.type(code, '12 34-56');
    expect(code.value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Box start page')).toBeTruthy();
    expect(accounts.calls).toContain('verifyCode:email:dana@pawprint.test:123456:cart-guest-1');
  });

  it('by the e-mail this device shopped with as a guest: verifyOTP asks onCreate, so the account its orders wait in opens', async () => {
    const user = userEvent.setup();
    const { accounts, localStore } = await renderLogin('/login', 'MAIL');
    localStore.set('email', 'dana@pawprint.test');
    await user.type(screen.getByLabelText(/E-mail/), 'Dana@Pawprint.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(accounts.calls).toContain('verifyCode:email:dana@pawprint.test:123456::onCreate'));
  });

  it('by text message: the number is checked for the country chosen (US first) before a code is sent', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { accounts } = await renderLogin('/login', 'SMS');
    const phone = await screen.findByLabelText(/Mobile phone/);
    expect((screen.getByRole('combobox', { name: 'Phone country' }) as HTMLSelectElement).value).toBe('US');
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter a mobile number of the country chosen.')).toBeTruthy();
    expect(accounts.calls.filter((c) => c.startsWith('requestCode'))).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '512 555 0101');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(accounts.calls).toContain('requestCode:sms:+15125550101');
  });

  it("a wrong code shows the server's message and keeps the code field; a new code can be sent", async () => {
    const user = userEvent.setup();
    const { accounts } = await renderLogin('/login', 'MAIL');
    await user.type(screen.getByLabelText(/E-mail/), 'dana@pawprint.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '999999');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code');
    expect((screen.getByLabelText(/6-digit code/) as HTMLInputElement).value).toBe('999999');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
    expect(accounts.calls.filter((c) => c.startsWith('requestCode'))).toHaveLength(2);
    expect(currentLocation().pathname).toBe('/login');
  });

  it('a code that cannot be sent shows why and keeps the address', async () => {
    const user = userEvent.setup();
    const { accounts } = await renderLogin('/login', 'MAIL');
    accounts.failNextWith = 'Too many requests';
    await user.type(screen.getByLabelText(/E-mail/), 'dana@pawprint.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('dana@pawprint.test');
  });
});

describe('/login: create an account', () => {
  it('checks the fields, then registers and signs in', async () => {
    const user = userEvent.setup();
    const { accounts } = await renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(within(panel).getByText('Please enter your first name.')).toBeTruthy();
    expect(within(panel).getByText('Password must be at least 8 characters')).toBeTruthy();
    await user.type(within(panel).getByLabelText(/First name/), 'Lee');
    await user.type(within(panel).getByLabelText(/^E-mail/), 'lee@pawprint.test');
    await user.type(within(panel).getByLabelText(/^Password/, { selector: 'input' }), 'long-enough');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(accounts.calls.filter((c) => c.startsWith('userExists') || c.startsWith('register'))).toEqual(['userExists:lee@pawprint.test:', 'register:lee@pawprint.test']);
  });

  it('asks checkIfUserExist first: an existing e-mail is sent to sign in, nothing is registered', async () => {
    const user = userEvent.setup();
    const { accounts } = await renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText(/First name/), 'Dana');
    await user.type(within(panel).getByLabelText(/^E-mail/), ' Dana@Pawprint.test ');
    await user.type(within(panel).getByLabelText(/^Password/, { selector: 'input' }), 'long-enough');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ACCOUNT_EXISTS_TEXT);
    expect(accounts.calls.filter((c) => c.startsWith('userExists') || c.startsWith('register'))).toEqual(['userExists:dana@pawprint.test:']);
    expect((within(panel).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Dana');
    await user.click(within(panel).getByRole('button', { name: SIGN_IN_INSTEAD_LABEL }));
    expect(selectedTab()).toBe('Password');
  });

  it("when the check cannot answer, the registration goes on and the server's refusal is shown with the form kept", async () => {
    const user = userEvent.setup();
    const { accounts } = await renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText(/First name/), 'Dana');
    await user.type(within(panel).getByLabelText(/^E-mail/), 'dana@pawprint.test');
    await user.type(within(panel).getByLabelText(/^Password/, { selector: 'input' }), 'long-enough');
    accounts.failNextWith = 'Network error';
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User already exists');
    expect((within(panel).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Dana');
  });
});

describe('/dashboard requires sign-in', () => {
  it('sends a guest to /login with the way back', async () => {
    await renderLogin('/dashboard');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(currentLocation()).toEqual({ pathname: '/login', search: '?redirect=%2Fdashboard' });
  });
});
