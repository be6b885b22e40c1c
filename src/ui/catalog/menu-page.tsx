import { useLocation } from 'react-router';
import { StorefrontCatalogToken, type ResolvedPage, type StorefrontCatalog } from '../../application/catalog/storefront-catalog';
import { useDocumentTitle } from '../app/document-title';
import { useService } from '../app/services-context';
import { ContentPage } from '../content/content-page';
import { useLoader } from '../app/use-loader';
import { CategoryListing } from './category-listing';
import { LoadError } from './load-error';
import { menuPageLoaderKey } from './loader-keys';
import { NOT_FOUND_TITLE, NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { ProductView } from './product-page';

/** Any other path (the menus' box and goods paths): resolved by the backend into a listing or a product. */
export function MenuPage() {
  const { pathname } = useLocation();
  const catalog = useService(StorefrontCatalogToken);
  const state = useLoader(menuPageLoaderKey(pathname), () => catalog.page(pathname));
  useDocumentTitle(pageTitle(state.status === 'ready' ? state.data : null, state.status === 'error'));
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} what="this page" />;
  const page = state.data;
  if (page.kind === 'product') return <ProductView key={page.product.id} product={page.product} />;
  if (page.kind === 'category') return <CategoryListing key={pathname} page={page.page} categoryId={page.categoryId} first={page.first} />;
  if (page.kind === 'content') return <ContentPage key={pathname} page={page.page} />;
  return <NotFoundPage />;
}

function pageTitle(page: ResolvedPage | null, failed: boolean): string | null {
  if (failed) return 'Something went wrong';
  if (!page) return null;
  if (page.kind === 'notFound') return NOT_FOUND_TITLE;
  if (page.kind === 'product') return page.product.name;
  return page.page.title;
}

export default MenuPage;
