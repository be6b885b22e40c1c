import { useSearchParams } from 'react-router';
import { StorefrontCatalogToken, type StorefrontCatalog } from '../../application/catalog/storefront-catalog';
import { useService } from '../app/services-context';
import { useLoader } from '../app/use-loader';
import { LoadError } from './load-error';
import { PageLoading } from './page-loading';
import { ProductPurchaseCard } from './product-purchase-card';

/** /box/start: the box signup start, every box with its purchase card. */
export function BoxStartPage() {
  const [params] = useSearchParams();
  const catalog = useService(StorefrontCatalogToken);
  const state = useLoader('boxes', () => catalog.boxes());

  return (
    <div className="box-start">
      <header className="page-header">
        <h1>Build Your Box</h1>
        <p>Choose a box for your dog. Each box is made for one dog and ships every four weeks.</p>
        {/* 000 §2: the cart's Add a New Dog button arrives with from=cart. */}
        {params.get('from') === 'cart' && <p className="box-start__note">Add a box for another dog</p>}
      </header>
      {state.status === 'loading' && <PageLoading label="Loading boxes…" />}
      {state.status === 'error' && <LoadError error={state.error} onRetry={state.retry} what="the boxes" />}
      {state.status === 'ready' && (
        <ul className="box-start__list">
          {state.data.map((product) => (
            <li key={product.id}>
              <ProductPurchaseCard product={product} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default BoxStartPage;
