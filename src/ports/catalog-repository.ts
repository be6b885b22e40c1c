import type { DynamicData, Product, Promotion, Settings, Sku, SkuGroup } from '../domain/entities';

export interface ProductPage {
  products: Product[];
  hasMore: boolean;
  total: number;
}

/** A content page of the site: the menus' paths resolve to a category listing or a single product. */
export interface SinglePage {
  url: string;
  title: string;
  description?: string | null;
  category?: { id: string; name: string; description?: string | null } | null;
  productId?: string | null;
  /** 001 §2 Layouts: general, blog, blank, dashboard or affiliate; content pages are blog. */
  siteType?: string | null;
  /** A content page's picture and text (when it has neither a category nor a product). */
  hero?: PageImage | null;
  sections?: PageSection[] | null;
}

export interface PageImage {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export interface PageSection {
  heading?: string | null;
  paragraphs: string[];
  image?: PageImage | null;
}

/** Shop settings as the storefront needs them (000 §7 settings, plus the rule inputs the server owns). */
export interface ShopSettings extends Settings {
  retailStoreId?: string | null;
  retailStoreName?: string | null;
  specialSkuGroupId?: string | null;
  firstMonthFreeSkuId?: string | null;
}

/** Products, SKUs, settings, promotions and referral codes (000 §7). */
export interface CatalogRepository {
  settings(): Promise<ShopSettings>;
  singlePage(url: string): Promise<SinglePage | null>;
  productsByCategory(categoryId: string, skip?: number): Promise<ProductPage>;
  product(id: string): Promise<Product | null>;
  skusBySkuGroup(skuGroupId: string): Promise<Sku[]>;
  skuGroup(id: string): Promise<SkuGroup | null>;
  promotions(types: string[], id?: string | null): Promise<Promotion[]>;
  /** Resolves a ref or aff code (getDynamicData). */
  dynamicData(url: string): Promise<DynamicData | null>;
}

export const CatalogRepository = Symbol.for('CatalogRepository');
