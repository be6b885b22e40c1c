import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { StorefrontCatalogToken, type StorefrontCatalog } from '../../application/catalog/storefront-catalog';
import type { Product } from '../../domain/shop';
import { useDocumentTitle } from '../app/document-title';
import { useService } from '../app/services-context';
import { useLoader } from '../app/use-loader';
import { LoadError } from './load-error';
import { NOT_FOUND_TITLE, NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { ProductPurchaseCard } from './product-purchase-card';

// The reviews come in a chunk of their own after the purchase card: nothing of them delays buying.
const ProductReviewsSection = lazy(() => import('../feedback/product-reviews'));

/** A product page: the purchase card with its sticky bar, then the product's reviews. */
export function ProductView({ product }: { product: Product }) {
  useDocumentTitle(product.name);
  return (
    <div className="product-page">
      <ProductPurchaseCard product={product} sticky />
      <Suspense fallback={null}>
        <ProductReviewsSection product={product.id} />
      </Suspense>
    </div>
  );
}

/** /product/:id */
export function ProductPage() {
  const { id = '' } = useParams();
  const catalog = useService(StorefrontCatalogToken);
  const state = useLoader(`product:${id}`, () => catalog.product(id));
  if (state.status === 'loading') return <PageLoading label="Loading product…" />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} what="this product" />;
  if (!state.data) return <ProductNotFound />;
  return <ProductView key={state.data.id} product={state.data} />;
}

function ProductNotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return <NotFoundPage />;
}

export default ProductPage;
