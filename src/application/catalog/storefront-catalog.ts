import { serviceToken } from '../../ports/service-token';
import type { Product } from '../../domain/shop';
import type { CatalogRepository, ProductPage, ShopSettings, SinglePage } from '../../ports/catalog-repository';

// The seeded category ids the home page features (spec silent on which categories: the menus' boxes and goods).
export const FEATURED_CATEGORIES = { boxes: 'boxes', goods: 'goods' } as const;

export interface HomeShelves {
  boxes: Product[];
  goods: Product[];
}

export type ResolvedPage =
  | { kind: 'category'; page: SinglePage; categoryId: string; first: ProductPage }
  | { kind: 'product'; page: SinglePage; product: Product }
  | { kind: 'content'; page: SinglePage }
  | { kind: 'notFound' };

/** The storefront's read-only use cases over the catalogue. */
export class StorefrontCatalog {
  constructor(private readonly catalog: CatalogRepository) {}

  async home(): Promise<HomeShelves> {
    const [boxes, goods] = await Promise.all([
      this.catalog.productsByCategory(FEATURED_CATEGORIES.boxes),
      this.catalog.productsByCategory(FEATURED_CATEGORIES.goods),
    ]);
    return { boxes: boxes.products, goods: goods.products };
  }

  /** A menu path resolved by the backend into a category listing or a product page. */
  async page(pathname: string): Promise<ResolvedPage> {
    const page = await this.catalog.singlePage(normalisePath(pathname));
    if (!page) return { kind: 'notFound' };
    if (page.productId) {
      const product = await this.catalog.product(page.productId);
      return product ? { kind: 'product', page, product } : { kind: 'notFound' };
    }
    if (page.category?.id) {
      const first = await this.catalog.productsByCategory(page.category.id);
      return { kind: 'category', page, categoryId: page.category.id, first };
    }
    if (page.sections?.length) return { kind: 'content', page };
    // A server whose pages carry no sections (the spec does not show the page's shape): its page is its title and
    // description. Where sections are served, a page with none of them lists nothing and is the 404.
    if (page.sections === undefined && page.description) return { kind: 'content', page };
    return { kind: 'notFound' };
  }

  /** The shop settings (the sign-in page reads its default login type from them). */
  settings(): Promise<ShopSettings> {
    return this.catalog.settings();
  }

  category(categoryId: string, skip = 0): Promise<ProductPage> {
    return this.catalog.productsByCategory(categoryId, skip);
  }

  product(id: string): Promise<Product | null> {
    return this.catalog.product(id);
  }

  /** The box products for the box signup start. */
  async boxes(): Promise<Product[]> {
    return (await this.catalog.productsByCategory(FEATURED_CATEGORIES.boxes)).products;
  }
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export const StorefrontCatalogToken = serviceToken<StorefrontCatalog>('StorefrontCatalog');
