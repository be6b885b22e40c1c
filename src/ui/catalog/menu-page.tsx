import { useLocation } from 'react-router';
import { StorefrontCatalogToken, type StorefrontCatalog } from '../../application/catalog/storefront-catalog';
import { useService } from '../app/services-context';
import { useLoader } from '../app/use-loader';
import { CategoryListing } from './category-listing';
import { LoadError } from './load-error';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { ProductView } from './product-page';

/** Any other path (the menus' box and goods paths): resolved by the backend into a listing or a product. */
export function MenuPage() {
  const { pathname } = useLocation();
  const catalog = useService(StorefrontCatalogToken);
  const state = useLoader(`page:${pathname}`, () => catalog.page(pathname));
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} what="this page" />;
  const page = state.data;
  if (page.kind === 'product') return <ProductView key={page.product.id} product={page.product} />;
  if (page.kind === 'category') return <CategoryListing key={pathname} page={page.page} categoryId={page.categoryId} first={page.first} />;
  return <NotFoundPage />;
}

export default MenuPage;
