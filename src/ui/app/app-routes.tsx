import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { StorefrontCatalogToken, type StorefrontCatalog } from '../../application/catalog/storefront-catalog';
import { HomePage } from '../catalog/home-page';
import { HOME_LOADER_KEY, menuPageLoaderKey } from '../catalog/loader-keys';
import { askEarly } from './first-answers';
import type { ServiceLocator } from './services-context';
import { SiteLayout } from '../shell/site-layout';
import { RouteErrorPage } from './route-error-page';

// Everything but the home page loads in its own chunk when first visited.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * 000 §2, 001 §2 routes inside the cart provider. Menu paths fall through to '*', which the backend resolves
 * into a listing or a product, or answers with the 404 page.
 */
export function createAppRoutes(CartProvider: ComponentType<{ children?: ReactNode }>): RouteObject[] {
  return [
    {
      element: (
        <CartProvider>
          <SiteLayout />
        </CartProvider>
      ),
      // A page that fails shows the error inside the site's layout; a layout that fails, on its own.
      errorElement: <RouteErrorPage standalone />,
      children: [{ errorElement: <RouteErrorPage />, children: [
        { index: true, element: <HomePage />, handle: { title: 'Dog treats, chews and boxes' } },
        { path: 'box/start', handle: { title: 'Build Your Box' }, lazy: page(() => import('../catalog/box-start-page')) },
        { path: 'product/:id', lazy: page(() => import('../catalog/product-page')) },
        { path: 'checkout', handle: { title: 'Checkout' }, lazy: async () => ({ Component: (await import('../checkout/checkout-page')).CheckoutPage }) },
        { path: 'login', handle: { title: 'Sign in' }, lazy: page(() => import('../auth/login-page')) },
        { path: 'gift/redeem', handle: { title: 'Claim your gift' }, lazy: page(() => import('../auth/gift-sign-up-page')) },
        { path: 'verify-email', handle: { title: 'Verify your email' }, lazy: page(() => import('../auth/verify-email-page')) },
        { path: 'dashboard/*', handle: { title: 'Dashboard' }, lazy: page(() => import('../dashboard/dashboard-area')) },
        { path: 'affiliate/dashboard/*', handle: { title: 'Affiliate Panel' }, lazy: page(() => import('../affiliate/affiliate-area')) },
        { path: 'retailer-shop', handle: { title: 'Retailer Shop' }, lazy: page(() => import('../retail/retailer-shop-page')) },
        { path: '*', lazy: page(() => import('../catalog/menu-page')) },
      ] }],
    },
  ];
}

/**
 * Starts downloading the code of the page at `pathname` (the lazy routes it matches) at once, beside the startup
 * chunk, rather than after it: the router's own call later gets the same modules. Nothing for the home page.
 */
export function preloadRouteModules(pathname: string): void {
  for (const { route } of matchRoutes(createAppRoutes(() => null), pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => {});
  }
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
  const matched = matchRoutes(createAppRoutes(() => null), pathname);
  const deepest = matched?.[matched.length - 1]?.route;
  if (!deepest) return null;
  if (deepest.index) return 'home';
  if (deepest.path === '*') return 'menu';
  return null;
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

/**
 * Brings in the code of the lazy routes `pathname` matches and puts it into `routes`, so that the router's first
 * render is the page itself, as the server rendered it, rather than nothing while the code loads.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}
