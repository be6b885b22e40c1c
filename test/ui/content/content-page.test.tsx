import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorefrontCatalog, StorefrontCatalogToken } from '../../../src/application/catalog/storefront-catalog';
import type { SinglePage } from '../../../src/ports/catalog-repository';
import { useSiteType } from '../../../src/ui/app/site-type';
import { ServicesProvider } from '../../../src/ui/app/services-context';
import { MenuPage } from '../../../src/ui/catalog/menu-page';
import { UserSession } from '../../../src/application/session/user-session';
import { ProductReviews } from '../../../src/ports/product-reviews';
import { FakeCatalogRepository, LEASH } from '../../fakes/fake-catalog-repository';
import { FakeProductReviews } from '../../fakes/fake-shop-feedback';
import { FakeUserSession } from '../../fakes/fake-user-session';
import { FakeCart, resetFakeCart } from '../shell/fake-cart';
import { servicesOf } from '../shell/render-with-services';
import { SiteTypeContext, type SiteType } from '../../../src/ui/app/site-type';
import { useState } from 'react';
import { Outlet } from 'react-router';


const ABOUT: SinglePage = {
  url: '/about',
  title: 'About Pawprint',
  description: 'We are a small team in Austin.',
  siteType: 'blog',
  hero: { url: '/images/content/happy-dog.svg', alt: 'A happy dog with a treat', width: 1200, height: 900 },
  sections: [
    { heading: 'Our story', paragraphs: ['It started with a beagle.', 'Read /how-to-chew before the first chew.'] },
    { heading: null, paragraphs: ['No heading here.'] },
  ],
};

function contentCatalog(): FakeCatalogRepository {
  const catalog = new FakeCatalogRepository();
  catalog.pages = [
    ABOUT,
    { url: '/leash', title: 'Leash', productId: LEASH.product!.id },
    // As a server of the spec's contract answers getSinglePage: no site type, hero or sections.
    { url: '/values', title: 'Our values', description: 'Real food, made fresh, for every dog.' },
  ];
  return catalog;
}

let siteType: SiteType = 'general';
function Layout() {
  const [type, setType] = useState<SiteType>('general');
  siteType = type;
  return (
    <SiteTypeContext.Provider value={setType}>
      <div data-testid="layout" data-site-type={type}>
        <Outlet />
      </div>
    </SiteTypeContext.Provider>
  );
}

function DashboardStub() {
  useSiteType('dashboard');
  return <p>Dashboard stub</p>;
}

const ROUTES = [{ element: <Layout />, children: [{ path: '/dashboard', element: <DashboardStub /> }, { path: '*', element: <MenuPage /> }] }];

/** The routes as the shop renders them (declarative, as in main.tsx), handing out the router's navigate. */
function ShopRoutes({ router }: { router: { navigate?: NavigateFunction } }) {
  router.navigate = useNavigate();
  return useRoutes(ROUTES);
}

function renderAt(path: string) {
  const router: { navigate?: NavigateFunction } = {};
  render(
    <ServicesProvider
      services={servicesOf([
        [StorefrontCatalogToken, new StorefrontCatalog(contentCatalog())],
        // A product path renders the product page, whose reviews come in their own chunk (at once when it is loaded).
        [ProductReviews, new FakeProductReviews()],
        [UserSession, FakeUserSession.guest()],
      ])}
    >
      <FakeCart>
        <MemoryRouter initialEntries={[path]}>
          <ShopRoutes router={router} />
        </MemoryRouter>
      </FakeCart>
    </ServicesProvider>,
  );
  return router as { navigate: NavigateFunction };
}

beforeEach(() => {
  resetFakeCart();
  document.title = 'Pawprint';
});

describe('content pages from getSinglePage', () => {
  it('shows the title, summary, picture and sections, in the blog layout, with its own tab title', async () => {
    renderAt('/about');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'About Pawprint' })).toBeTruthy();
    expect(within(article).getByText('We are a small team in Austin.')).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Our story' })).toBeTruthy();
    expect(within(article).getByText('No heading here.')).toBeTruthy();
    const hero = within(article).getByRole('img', { name: 'A happy dog with a treat' });
    expect(hero.getAttribute('srcset')).toContain('/_next/image?url=%2Fimages%2Fcontent%2Fhappy-dog.svg&w=640&q=75 640w');
    expect(hero.getAttribute('sizes')).toBe('(max-width: 767px) 100vw, 720px');
    expect(within(article).getByRole('link', { name: '/how-to-chew' }).getAttribute('href')).toBe('/how-to-chew');
    await waitFor(() => expect(document.title).toBe('About Pawprint · Pawprint'));
    await waitFor(() => expect(screen.getByTestId('layout').dataset.siteType).toBe('blog'));
  });

  it('a product path shows the product with its name as the tab title, in the general layout', async () => {
    renderAt('/leash');
    expect(await screen.findByRole('heading', { name: (LEASH.product!.name as string) })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${(LEASH.product!.name as string)} · Pawprint`));
    expect(siteType).toBe('general');
  });

  it("a page of the spec's shape (no content fields served) shows its title and description in the blog layout", async () => {
    renderAt('/values');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Our values' })).toBeTruthy();
    expect(within(article).getByText('Real food, made fresh, for every dog.')).toBeTruthy();
    expect(within(article).queryByRole('img')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('layout').dataset.siteType).toBe('blog'));
  });

  it('an unknown path gets the clean 404 with its own title', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page." })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found · Pawprint'));
  });

  it('leaving a page gives the layout back to the next page', async () => {
    const router = renderAt('/about');
    await screen.findByRole('article');
    await act(async () => void router.navigate('/dashboard'));
    expect(screen.getByText('Dashboard stub')).toBeTruthy();
    expect(siteType).toBe('dashboard');
    await act(async () => void router.navigate('/no-such-page'));
    await screen.findByRole('heading', { name: "We couldn't find that page." });
    expect(siteType).toBe('general');
  });
});
