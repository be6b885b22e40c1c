import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CatalogRepository } from '../../../src/ports/catalog-repository';
import { RetailStoreRepository } from '../../../src/ports/retail-store-repository';
import { UserSession } from '../../../src/application/session/user-session';
import type { RetailStore } from '../../../src/ports/retail-store-repository';
import { NOT_AVAILABLE_TITLE } from '../../../src/ui/app/route-guards';
import { RetailerShopPage } from '../../../src/ui/retail/retailer-shop-page';
import { FakeRetailStoreRepository } from '../../fakes/fake-retail-store-repository';
import { FakeCatalogRepository, LEASH, productOf, SEED_SETTINGS } from '../../fakes/fake-catalog-repository';
import { aUser, FakeUserSession, RETAILER_ROLE } from '../../fakes/fake-user-session';
import { resetFakeCart, withFakeCart } from '../shell/fake-cart';
import { currentLocation, renderWithServices } from '../shell/render-with-services';


const STORE: RetailStore = { id: 'store-retail', name: 'Pawprint Wholesale', description: 'Wholesale cases for retailers.', productCategories: [{ id: 'retail', name: 'Wholesale' }] };

/** The retail store fake, holding the shop's store and one page of products. */
class FakeStores extends FakeRetailStoreRepository {
  constructor(store: RetailStore | null = STORE) {
    super(store ? [store] : []);
    this.pages = [{ products: [structuredClone(productOf(LEASH))], hasMore: false, total: 1 }];
  }
}

const RETAILER = aUser({ first_name: 'Rita', roles: [RETAILER_ROLE] });

function renderShop(stores = new FakeStores(), session = FakeUserSession.signedIn(RETAILER)) {
  const catalog = new FakeCatalogRepository(undefined, { ...SEED_SETTINGS, retailStoreId: 'store-retail' });
  renderWithServices(withFakeCart(<RetailerShopPage />), [
    [UserSession, session],
    [CatalogRepository, catalog],
    [RetailStoreRepository, stores],
  ], '/retailer-shop', { '/login': <p>Login page</p> });
  return stores;
}

beforeEach(() => resetFakeCart());

describe('/retailer-shop', () => {
  it("lists the retail store's products from getStore and getProductsByCategory(id, storeId), with the minimum order", async () => {
    const stores = renderShop();
    expect(screen.getByRole('status').textContent).toContain('Loading the retailer shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pawprint Wholesale' })).toBeTruthy();
    const shelf = screen.getByRole('region', { name: 'Wholesale' });
    expect(within(shelf).getByRole('link', { name: productOf(LEASH).name })).toBeTruthy();
    expect(within(shelf).getByRole('button', { name: /^Add to Cart/ })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'How wholesale orders work' }).textContent).toContain('$200.00');
    expect(stores.calls).toEqual(['store:store-retail', 'products:retail:store-retail:0']);
    // The tab's title follows the store's name in an effect after the page shows it.
    await waitFor(() => expect(document.title).toBe('Pawprint Wholesale · Pawprint'));
  });

  it('tells a new retailer the first order has no minimum', async () => {
    renderShop(new FakeStores(), FakeUserSession.signedIn({ ...RETAILER, new_user: true }));
    expect((await screen.findByRole('complementary', { name: 'How wholesale orders work' })).textContent).toContain('no minimum');
  });

  it('pages a shelf with Load more, appending', async () => {
    const stores = new FakeStores();
    stores.pages = [
      { products: [{ ...structuredClone(productOf(LEASH)), id: 'p1', name: 'Case One' }], hasMore: true, total: 2 },
      { products: [{ ...structuredClone(productOf(LEASH)), id: 'p2', name: 'Case Two' }], hasMore: false, total: 2 },
    ];
    renderShop(stores);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Case Two' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Case One' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(stores.calls).toContain('products:retail:store-retail:1');
  });

  it('shows an empty shelf and a closed shop clearly', async () => {
    const stores = new FakeStores();
    stores.pages = [{ products: [], hasMore: false, total: 0 }];
    renderShop(stores);
    expect(await screen.findByText('Nothing on this shelf right now.')).toBeTruthy();
  });

  it('a shop with no store says it is closed', async () => {
    renderShop(new FakeStores(null));
    expect(await screen.findByText(/The retailer shop is closed right now/)).toBeTruthy();
  });

  it('a failed load offers a retry that works', async () => {
    const stores = new FakeStores();
    stores.failures = 1;
    renderShop(stores);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pawprint Wholesale' })).toBeTruthy();
  });

  it('is not available to a customer, and sends a guest to sign in', async () => {
    const stores = renderShop(new FakeStores(), FakeUserSession.signedIn(aUser()));
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE_TITLE })).toBeTruthy();
    expect(stores.calls).toEqual([]);
  });

  it('sends a guest to sign in and back', async () => {
    renderShop(new FakeStores(), FakeUserSession.guest());
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(currentLocation()).toEqual({ pathname: '/login', search: '?redirect=%2Fretailer-shop' });
  });
});
