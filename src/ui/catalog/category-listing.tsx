import { useState } from 'react';
import { StorefrontCatalogToken, type StorefrontCatalog } from '../../application/catalog/storefront-catalog';
import type { Product } from '../../domain/shop';
import type { ProductPage, SinglePage } from '../../ports/catalog-repository';
import { errorMessage } from '../../application/session/error-message';
import { useService } from '../app/services-context';
import { ProductTile } from './product-tile';

/** A category listing page from a menu path, with 'Load more' while the backend has more. */
export function CategoryListing({ page, categoryId, first }: { page: SinglePage; categoryId: string; first: ProductPage }) {
  const catalog = useService(StorefrontCatalogToken);
  const [products, setProducts] = useState<Product[]>(first.products);
  const [hasMore, setHasMore] = useState(first.hasMore);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadMore = async () => {
    setLoading(true);
    setError(null);
    try {
      const next = await catalog.category(categoryId, products.length);
      setProducts((p) => [...p, ...next.products]);
      setHasMore(next.hasMore);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="category">
      <header className="page-header">
        <h1>{page.title}</h1>
        {(page.description || page.category?.description) && <p>{page.description || page.category?.description}</p>}
      </header>
      {products.length === 0 ? (
        <p>No products here yet.</p>
      ) : (
        <ul className="product-grid">
          {products.map((p, i) => (
            <ProductTile key={p.id} product={p} eager={i < 4} />
          ))}
        </ul>
      )}
      {error && <p role="alert">{error}</p>}
      {hasMore && (
        <button type="button" className="button" onClick={loadMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
