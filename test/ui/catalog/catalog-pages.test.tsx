import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorefrontCatalog, StorefrontCatalogToken } from '../../../src/application/catalog/storefront-catalog';
import { UserSession } from '../../../src/application/session/user-session';
import type { ProductPage, SinglePage } from '../../../src/ports/catalog-repository';
import { ProductReviews } from '../../../src/ports/product-reviews';
import { BoxStartPage } from '../../../src/ui/catalog/box-start-page';
import { HomePage } from '../../../src/ui/catalog/home-page';
import { MenuPage } from '../../../src/ui/catalog/menu-page';
import { FakeCatalogRepository, LEASH } from '../../fakes/fake-catalog-repository';
import { FakeProductReviews } from '../../fakes/fake-shop-feedback';
import { FakeUserSession } from '../../fakes/fake-user-session';
import { resetFakeCart, withFakeCart } from '../shell/fake-cart';
import { renderWithServices } from '../shell/render-with-services';


class ShopCatalog extends FakeCatalogRepository {
  failures = 0;
  override async singlePage(url: string): Promise<SinglePage | null> {
    if (url === '/leash') return { url, title: 'Leash', productId: LEASH.product!.id };
    if (url === '/box') return { url, title: 'Our Boxes', category: { id: 'boxes', name: 'Boxes' } };
    return null;
  }
  override async productsByCategory(categoryId: string, skip = 0): Promise<ProductPage> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('Network down');
    }
    // The fake's seeds share one category: 'boxes' answers the box, 'goods' the rest.
    const all = this.products.filter((p) => (categoryId === 'boxes' ? p.type === 'bundle' : p.type === 'good'));
    return { products: all.slice(skip), hasMore: false, total: all.length };
  }
}

function renderAt(ui: React.ReactElement, path: string, catalog = new ShopCatalog()) {
  // A product page holds its reviews, loaded lazily; they need their services whenever their chunk arrives.
  renderWithServices(
    withFakeCart(ui),
    [
      [StorefrontCatalogToken, new StorefrontCatalog(catalog)],
      [ProductReviews, new FakeProductReviews()],
      [UserSession, FakeUserSession.guest()],
    ],
    path,
  );
  return catalog;
}

beforeEach(() => resetFakeCart());

describe('home', () => {
  it('shows the featured boxes and goods', async () => {
    renderAt(<HomePage />, '/');
    const boxes = await screen.findByRole('region', { name: 'Featured boxes' });
    expect(await within(boxes).findByRole('link', { name: 'Dog Box' })).toBeTruthy();
    const goods = screen.getByRole('region', { name: 'Goods' });
    expect(within(goods).getByRole('link', { name: 'Leather Leash' }).getAttribute('href')).toBe(`/product/${LEASH.product!.id}`);
  });

  it('marks a sold-out product\'s tile Sold Out, in its link\'s name; a product in stock has no mark', async () => {
    const catalog = new ShopCatalog();
    const leash = catalog.products.find((p) => p.id === LEASH.product!.id)!;
    leash.skus = leash.skus.map((sku) => ({ ...sku, inventory: { type: 'finite', quantity: 0 } }));
    renderAt(<HomePage />, '/', catalog);
    const goods = await screen.findByRole('region', { name: 'Goods' });
    expect(await within(goods).findByRole('link', { name: 'Leather Leash Sold Out' })).toBeTruthy();
    const boxes = screen.getByRole('region', { name: 'Featured boxes' });
    expect(await within(boxes).findByRole('link', { name: 'Dog Box' })).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    const catalog = new ShopCatalog();
    catalog.failures = 1;
    renderAt(<HomePage />, '/', catalog);
    const retry = (await screen.findAllByRole('button', { name: 'Try again' }))[0];
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Dog Box' })).toBeTruthy();
  });
});

describe('menu paths resolved by the backend', () => {
  it('renders a product page for a product path', async () => {
    renderAt(<MenuPage />, '/leash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leather Leash' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Add to Cart/ })).toBeTruthy();
  });

  it('renders a category listing for a category path', async () => {
    renderAt(<MenuPage />, '/box');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Boxes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dog Box' })).toBeTruthy();
  });

  it("answers an unknown path with 'We couldn't find that page.' and a link home", async () => {
    renderAt(<MenuPage />, '/nowhere');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('/box/start', () => {
  it('lists the boxes with their purchase buttons', async () => {
    renderAt(<BoxStartPage />, '/box/start');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dog Box' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Add to Cart/ })).toBeTruthy();
    expect(screen.queryByText('Add a box for another dog')).toBeNull();
    expect(screen.getByText('/4w')).toBeTruthy();
  });

  it("notes 'Add a box for another dog' when coming from the cart", async () => {
    renderAt(<BoxStartPage />, '/box/start?from=cart');
    expect(await screen.findByText('Add a box for another dog')).toBeTruthy();
  });
});
