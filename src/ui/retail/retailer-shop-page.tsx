import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { defaultSku } from '../../application/catalog/purchase-options';
import { RetailShopCatalog, type RetailShelf } from '../../application/retail/retail-shop';
import { CatalogRepository } from '../../ports/catalog-repository';
import { RetailStoreRepository } from '../../ports/retail-store-repository';
import { errorMessage } from '../../application/session/error-message';
import { formatCents, RETAIL_MINIMUM_ORDER_CENTS } from '../../domain/shop';
import type { Product } from '../../domain/shop';
import { useDocumentTitle } from '../app/document-title';
import { RequireRetailer } from '../app/route-guards';
import { useService } from '../app/services-context';
import { useLoader } from '../app/use-loader';
import { useUserSession } from '../app/use-user-session';
import { AddToCartButton } from '../catalog/add-to-cart-button';
import { LoadError } from '../catalog/load-error';
import { PageLoading } from '../catalog/page-loading';
import { PriceTag } from '../catalog/price-tag';
import { skuImage } from '../catalog/sku-image';
import { SiteImage } from '../primitives/site-image';
import { StoreModules } from '../feedback/store-modules';
import './retailer-shop.css';

export const RETAILER_SHOP_TITLE = 'Retailer Shop';

/** The retail shop's use case over its two ports, made where it is used so the first load does not carry it. */
function useRetailShop(): RetailShopCatalog {
  const catalog = useService(CatalogRepository);
  const stores = useService(RetailStoreRepository);
  return useMemo(() => new RetailShopCatalog(catalog, stores), [catalog, stores]);
}

function RetailProduct({ product }: { product: Product }) {
  const sku = defaultSku(product);
  const image = skuImage(sku, product.name);
  return (
    <li className="retail-product">
      <Link to={`/product/${encodeURIComponent(product.id)}`} className="retail-product__link">
        <span className="retail-product__media">
          {image && <SiteImage src={image.url} alt="" width={320} height={240} sizes="(max-width: 767px) 100vw, 280px" loading="lazy" />}
        </span>
        <span className="retail-product__name">{product.name}</span>
      </Link>
      {product.description && <p className="retail-product__description">{product.description}</p>}
      {sku && (
        <div className="retail-product__buy">
          <PriceTag sku={sku} />
          <AddToCartButton product={product} sku={sku} quantity={1} />
        </div>
      )}
    </li>
  );
}

function Shelf({ shelf, storeId, shop }: { shelf: RetailShelf; storeId: string; shop: RetailShopCatalog }) {
  const [current, setCurrent] = useState(shelf);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const more = async () => {
    setLoading(true);
    setError(null);
    try {
      setCurrent(await shop.more(current, storeId));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  };
  return (
    <section className="retail-shelf" aria-labelledby={`shelf-${shelf.categoryId}`}>
      <h2 id={`shelf-${shelf.categoryId}`}>{shelf.name}</h2>
      {current.products.length === 0 ? (
        <p>Nothing on this shelf right now.</p>
      ) : (
        <ul className="retail-shelf__grid">
          {current.products.map((p) => (
            <RetailProduct key={p.id} product={p} />
          ))}
        </ul>
      )}
      {error && <p role="alert">{error}</p>}
      {current.hasMore && (
        <button type="button" className="button" onClick={more} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}

function RetailShopContent() {
  const shop = useRetailShop();
  const { state: session } = useUserSession();
  const state = useLoader('retail-shop', () => shop.load());
  const store = state.status === 'ready' && state.data.kind === 'ready' ? state.data.store : null;
  useDocumentTitle(store?.name ?? RETAILER_SHOP_TITLE);
  if (state.status === 'loading') return <PageLoading label="Loading the retailer shop…" />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} what="the retailer shop" />;
  if (state.data.kind === 'noStore' || !store) {
    return (
      <div className="retail-shop">
        <h1>{RETAILER_SHOP_TITLE}</h1>
        <p>The retailer shop is closed right now. Please check back soon or write to support.</p>
      </div>
    );
  }
  const isNew = session.status === 'signedIn' && session.user.new_user === true;
  return (
    <div className="retail-shop">
      <header className="page-header">
        <h1>{store.name}</h1>
        {store.description && <p>{store.description}</p>}
      </header>
      <aside className="retail-shop__rules" aria-label="How wholesale orders work">
        <p>
          {isNew ? (
            <>Welcome! Your first wholesale order has no minimum.</>
          ) : (
            <>
              The minimum wholesale order is <strong>{formatCents(RETAIL_MINIMUM_ORDER_CENTS)}</strong> of goods.
            </>
          )}{' '}
          Wholesale items are ordered separately from boxes and shop items: they go in a cart of their own.
        </p>
      </aside>
      <StoreModules modules={store.modules} />
      {state.data.shelves.length === 0 ? (
        <p>No products in the retailer shop yet.</p>
      ) : (
        state.data.shelves.map((shelf) => <Shelf key={shelf.categoryId} shelf={shelf} storeId={store.id} shop={shop} />)
      )}
    </div>
  );
}

/** /retailer-shop (001 §2, §6): retailers only. */
export function RetailerShopPage() {
  return (
    <RequireRetailer>
      <RetailShopContent />
    </RequireRetailer>
  );
}

export default RetailerShopPage;
