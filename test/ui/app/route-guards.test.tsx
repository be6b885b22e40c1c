import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UserSession } from '../../../src/application/session/user-session';
import { RETAILER_ROLE_NAME } from '../../../src/domain/shop/roles';
import { AFFILIATE_ROLE_ID } from '../../../src/server/mock-api/seed-accounts';
import { LoginPage } from '../../../src/ui/auth/login-page';
import { RequireAffiliate, RequireRetailer, RequireSignIn, NOT_AVAILABLE_TITLE } from '../../../src/ui/app/route-guards';
import { aUser, FakeUserSession } from '../../fakes/fake-user-session';
import { servicesOf } from '../shell/render-with-services';
import { StorefrontCatalog, StorefrontCatalogToken } from '../../../src/application/catalog/storefront-catalog';
import { FakeCatalogRepository } from '../../fakes/fake-catalog-repository';
import { ServicesProvider } from '../../../src/ui/app/services-context';

const AFFILIATE = aUser({ first_name: 'Sarah', roles: [{ id: AFFILIATE_ROLE_ID, name: 'affiliate' }] });
const RETAILER = aUser({ first_name: 'Rita', roles: [{ id: 'role-retail', name: RETAILER_ROLE_NAME }] });
const CUSTOMER = aUser({ first_name: 'Dana' });

// The same shape the app's routes use: a guard as the layout element of an area, pages as its children.
const routes: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  { path: '/login', element: <LoginPage /> },
  { path: '/box/start', element: <p>Box start page</p> },
  {
    path: '/dashboard',
    element: <RequireSignIn />,
    children: [
      { index: true, element: <p>Dashboard home</p> },
      { path: 'orders', element: <p>Orders page</p> },
    ],
  },
  {
    path: '/affiliate/dashboard',
    element: <RequireAffiliate />,
    children: [
      { index: true, element: <p>Affiliate Panel page</p> },
      { path: 'kits', element: <p>Affiliate Kits page</p> },
    ],
  },
  {
    path: '/retailer-shop',
    element: (
      <RequireRetailer>
        <p>Retailer shop page</p>
      </RequireRetailer>
    ),
  },
];

/** The address in view and the router's navigate, as the shop's own routes see them (declarative, as in main.tsx). */
interface ShownAt {
  location: { pathname: string; search: string };
  navigate: NavigateFunction;
}

function ShopRoutes({ shown }: { shown: ShownAt }) {
  shown.location = useLocation();
  shown.navigate = useNavigate();
  return useRoutes(routes);
}

function renderAt(path: string, session: FakeUserSession): ShownAt {
  const shown = {} as ShownAt;
  render(
    <ServicesProvider services={servicesOf([[UserSession, session], [StorefrontCatalogToken, new StorefrontCatalog(new FakeCatalogRepository())]])}>
      <MemoryRouter initialEntries={[path]}>
        <ShopRoutes shown={shown} />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return shown;
}

const where = (shown: ShownAt) => `${shown.location.pathname}${shown.location.search}`;

async function signInOnLoginPage(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'pawprint');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signed-in areas send guests to /login and bring them back', () => {
  it.each([
    ['/dashboard', '/login?redirect=%2Fdashboard'],
    ['/dashboard/orders?page=2', '/login?redirect=%2Fdashboard%2Forders%3Fpage%3D2'],
    ['/affiliate/dashboard/kits', '/login?redirect=%2Faffiliate%2Fdashboard%2Fkits'],
    ['/retailer-shop', '/login?redirect=%2Fretailer-shop'],
  ])('a guest at %s goes to %s', async (path, login) => {
    const router = renderAt(path, FakeUserSession.guest());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(where(router)).toBe(login);
  });

  it('comes back to the page asked for, query included, after signing in', async () => {
    const router = renderAt('/dashboard/orders?page=2', FakeUserSession.guest());
    await signInOnLoginPage('dana@pawprint.test');
    expect(await screen.findByText('Orders page')).toBeTruthy();
    expect(where(router)).toBe('/dashboard/orders?page=2');
  });

  it.each(['//evil.example/steal', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'never follows a return path to another site (%s): goes to /dashboard instead',
    async (target) => {
      const router = renderAt(`/login?redirect=${encodeURIComponent(target)}`, FakeUserSession.guest());
      await signInOnLoginPage('dana@pawprint.test');
      expect(await screen.findByText('Dashboard home')).toBeTruthy();
      expect(where(router)).toBe('/dashboard');
    },
  );

  it('shows that the session is being checked, then the page, without going to /login', async () => {
    const session = FakeUserSession.loading();
    const router = renderAt('/dashboard', session);
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    act(() => session.set({ status: 'signedIn', user: CUSTOMER }));
    expect(await screen.findByText('Dashboard home')).toBeTruthy();
    expect(where(router)).toBe('/dashboard');
  });

  it('a session that ends on the page sends the visitor to /login with the way back', async () => {
    const session = FakeUserSession.signedIn(CUSTOMER);
    const router = renderAt('/dashboard/orders', session);
    expect(await screen.findByText('Orders page')).toBeTruthy();
    act(() => session.set({ status: 'guest', user: null }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(where(router)).toBe('/login?redirect=%2Fdashboard%2Forders');
  });
});

describe('role areas', () => {
  it.each([
    ['/dashboard', CUSTOMER, 'Dashboard home'],
    ['/dashboard', AFFILIATE, 'Dashboard home'],
    ['/dashboard', RETAILER, 'Dashboard home'],
    ['/affiliate/dashboard', AFFILIATE, 'Affiliate Panel page'],
    ['/affiliate/dashboard/kits', AFFILIATE, 'Affiliate Kits page'],
    ['/retailer-shop', RETAILER, 'Retailer shop page'],
  ])('%s opens for %o', async (path, user, text) => {
    renderAt(path, FakeUserSession.signedIn(user));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: NOT_AVAILABLE_TITLE })).toBeNull();
  });

  it.each([
    ['/affiliate/dashboard', CUSTOMER, 'The affiliate area'],
    ['/affiliate/dashboard/kits', RETAILER, 'The affiliate area'],
    ['/retailer-shop', CUSTOMER, 'The retailer shop'],
    ['/retailer-shop', AFFILIATE, 'The retailer shop'],
  ])('%s is not available to a user without the role', async (path, user, area) => {
    const router = renderAt(path, FakeUserSession.signedIn(user));
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE_TITLE })).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${area} is only open to`))).toBeTruthy();
    expect(where(router)).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${NOT_AVAILABLE_TITLE} · Pawprint`));
  });

  it("the fixed role id is the affiliate role's, found by its name: another name with that id is not enough", async () => {
    renderAt('/affiliate/dashboard', FakeUserSession.signedIn(aUser({ roles: [{ id: AFFILIATE_ROLE_ID, name: 'customer' }] })));
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE_TITLE })).toBeTruthy();
  });

  it('the not-available page has ways back to the shop and the dashboard', async () => {
    const user = userEvent.setup();
    const router = renderAt('/retailer-shop', FakeUserSession.signedIn(CUSTOMER));
    await user.click(await screen.findByRole('link', { name: 'Back to the shop' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(where(router)).toBe('/');
    await act(async () => void router.navigate('/retailer-shop'));
    await user.click(await screen.findByRole('link', { name: 'Go to your dashboard' }));
    expect(await screen.findByText('Dashboard home')).toBeTruthy();
  });

  it('a guest signing in with the wrong role lands on the not-available page, not a blank one', async () => {
    const router = renderAt('/retailer-shop', FakeUserSession.guest());
    await signInOnLoginPage('dana@pawprint.test');
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE_TITLE })).toBeTruthy();
    expect(where(router)).toBe('/retailer-shop');
  });
});
