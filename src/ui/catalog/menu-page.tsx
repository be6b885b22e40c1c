import { lazy, Suspense, type ReactElement } from 'react';
import { matchPath, useLocation } from 'react-router';
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

const RetailerApplicationPage = lazy(() => import('../feedback/retailer-application-page'));
const SurveyPage = lazy(() => import('../feedback/survey-page'));

/**
 * The shop's own pages that a footer link or an e-mail opens, rarely a visit's first: matched here, in the '*'
 * route's chunk, so the first load carries no route for them (it is held to its byte budget).
 */
function shopOwnPage(pathname: string): ReactElement | null {
  if (matchPath('/retailers/apply', pathname)) return <RetailerApplicationPage />;
  const survey = matchPath('/survey/:id', pathname);
  if (survey?.params.id) return <SurveyPage key={survey.params.id} id={survey.params.id} />;
  return null;
}

/** Any other path: one of the shop's own pages above, or resolved by the backend into a listing, a product or content. */
export function MenuPage() {
  const { pathname } = useLocation();
  const own = shopOwnPage(pathname);
  return own ? <Suspense fallback={<PageLoading />}>{own}</Suspense> : <ResolvedPage pathname={pathname} />;
}

function ResolvedPage({ pathname }: { pathname: string }) {
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
