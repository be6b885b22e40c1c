import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { StorefrontCatalogToken, type StorefrontCatalog } from '../../application/catalog/storefront-catalog';
import { HomePage } from '../catalog/home-page';
import { HOME_LOADER_KEY, menuPageLoaderKey } from '../catalog/loader-keys';
import { askEarly } from './first-answers';
import { lazyPage, type LazyPage } from './lazy-page';
import type { ServiceLocator } from './services-context';
import { SiteLayout } from '../shell/site-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** What a route names beside its page: the tab title, and the page's code when it is a chunk of its own. */
interface RouteHandle {
  title?: string;
  page?: LazyPage;
}

// Everything but the home page loads in its own chunk when first visited.
const chunk = (importPage: () => Promise<{ default: ComponentType }>) => lazyPage(async () => (await importPage()).default);
const BoxStartPage = chunk(() => import('../catalog/box-start-page'));
const ProductPage = chunk(() => import('../catalog/product-page'));
const CheckoutPage = lazyPage(async () => (await import('../checkout/checkout-page')).CheckoutPage);
const LoginPage = chunk(() => import('../auth/login-page'));
const GiftSignUpPage = chunk(() => import('../auth/gift-sign-up-page'));
const VerifyEmailPage = chunk(() => import('../auth/verify-email-page'));
const DashboardArea = chunk(() => import('../dashboard/dashboard-area'));
const AffiliateArea = chunk(() => import('../affiliate/affiliate-area'));
const RetailerShopPage = chunk(() => import('../retail/retailer-shop-page'));
const MenuPage = chunk(() => import('../catalog/menu-page'));
/** The menu page's module as the client build's manifest keys its chunk (the server names that chunk in the page it sends). */
const MENU_PAGE_SOURCE = 'src/ui/catalog/menu-page.tsx';

const pageRoute = (path: string, page: LazyPage, title?: string): RouteObject => ({ path, element: <page.Page />, handle: { title, page } satisfies RouteHandle });

/**
 * 000 §2, 001 §2 routes inside the cart provider. Menu paths fall through to '*', which the backend resolves
 * into a listing or a product, or answers with the 404 page.
 */
export function createAppRoutes(CartProvider: ComponentType<{ children?: ReactNode }>): RouteObject[] {
  return [
    {
      // A page that fails shows the error inside the site's layout; a layout that fails, on its own.
      element: (
        <RouteErrorBoundary standalone>
          <CartProvider>
            <SiteLayout titleAt={routeTitleAt} />
          </CartProvider>
        </RouteErrorBoundary>
      ),
      children: [
        {
          // No Suspense boundary of its own: a page whose code is still on its way keeps the page before it on
          // screen (navigations are transitions), and the server's render sends the page whole, in place, rather
          // than as a part completed by an inline script (which the shop's script policy refuses).
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { index: true, element: <HomePage />, handle: { title: 'Dog treats, chews and boxes' } satisfies RouteHandle },
            pageRoute('box/start', BoxStartPage, 'Build Your Box'),
            pageRoute('product/:id', ProductPage),
            pageRoute('checkout', CheckoutPage, 'Checkout'),
            pageRoute('login', LoginPage, 'Sign in'),
            pageRoute('gift/redeem', GiftSignUpPage, 'Claim your gift'),
            pageRoute('verify-email', VerifyEmailPage, 'Verify your email'),
            pageRoute('dashboard/*', DashboardArea, 'Dashboard'),
            pageRoute('affiliate/dashboard/*', AffiliateArea, 'Affiliate Panel'),
            pageRoute('retailer-shop', RetailerShopPage, 'Retailer Shop'),
            pageRoute('*', MenuPage),
          ],
        },
      ],
    },
  ];
}

/** The routes the shop matches addresses against (the cart around them plays no part in matching). */
const MATCHED_ROUTES = createAppRoutes(() => null);

const handlesAt = (pathname: string): RouteHandle[] =>
  (matchRoutes(MATCHED_ROUTES, pathname) ?? []).map(({ route }) => (route.handle ?? {}) as RouteHandle);

/** The tab title the routes name for `pathname` (the deepest that names one); the page may name a better one. */
export function routeTitleAt(pathname: string): string | undefined {
  return handlesAt(pathname).reverse().find((handle) => handle.title)?.title;
}

/** The shop's pages at the address in view. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Brings in the code of the page at `pathname` (none for the home page), so that a first render is the page
 * itself, as the server rendered it, rather than nothing while the code loads.
 */
export async function loadPagesAt(pathname: string): Promise<void> {
  await Promise.all(handlesAt(pathname).map((handle) => handle.page?.load()));
}

/**
 * Starts downloading the code of the page at `pathname` at once, beside the startup chunk, rather than after it:
 * the page's own render later finds it loaded. A chunk that fails here is asked for again by that render.
 */
export function preloadRouteModules(pathname: string): void {
  void loadPagesAt(pathname).catch(() => {});
}

/**
 * The data a catalogue page at `pathname` shows first (the home page's shelves, a menu path's page) under the key
 * its loader reads it by; null for the other pages, which ask for theirs as they render.
 */
export function firstPageLoad(pathname: string, catalog: StorefrontCatalog): { key: string; ask: () => Promise<unknown> } | null {
  const page = catalogPageAt(pathname);
  if (page === 'home') return { key: HOME_LOADER_KEY, ask: () => catalog.home() };
  if (page === 'menu') return { key: menuPageLoaderKey(pathname), ask: () => catalog.page(pathname) };
  return null;
}

/** Which catalogue page `pathname` is: the home page, a menu path (a box, a good, a listing, a content page) or none. */
export function catalogPageAt(pathname: string): 'home' | 'menu' | null {
  const matched = matchRoutes(MATCHED_ROUTES, pathname);
  const deepest = matched?.[matched.length - 1]?.route;
  if (!deepest) return null;
  if (deepest.index) return 'home';
  if (deepest.path === '*') return 'menu';
  return null;
}

/**
 * The source module of the page's own chunk at a catalogue address (a menu path's page), as the client build's
 * manifest names it; null for the home page, whose code is in the entry.
 */
export function catalogPageSource(pathname: string): string | null {
  return catalogPageAt(pathname) === 'menu' ? MENU_PAGE_SOURCE : null;
}

/**
 * Asks for the data of the catalogue page at `pathname` as soon as the services exist, so that the request is
 * under way while the page's code arrives and renders; not when the server rendered the page with it (`given`).
 */
export function askFirstPageDataEarly(pathname: string, services: ServiceLocator, given?: ReadonlyMap<string, unknown>): void {
  // The catalogue's services are looked up only when the page's data is to be asked: a page the server rendered
  // has its data, and resolving them would be work on the start's path for nothing.
  const page = catalogPageAt(pathname);
  const key = page === 'home' ? HOME_LOADER_KEY : page === 'menu' ? menuPageLoaderKey(pathname) : null;
  if (key === null || given?.has(key)) return;
  const load = firstPageLoad(pathname, services.get<StorefrontCatalog>(StorefrontCatalogToken));
  if (load) askEarly(load.key, load.ask);
}
