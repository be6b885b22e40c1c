import { serviceToken } from './service-token';
import type { DynamicData, Product, Promotion, Settings, Sku, SkuGroup } from '../domain/shop';

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

/**
 * The rule inputs the server owns but the spec's settings do not carry (an API extension, docs/decisions.md):
 * null when the server does not offer them, and the rules then fall back (every grouped box is wrapped,
 * the minimum order is left to the server, no 'First Month Free' line is drawn).
 */
export interface StorefrontRules {
  retailStoreId: string | null;
  retailStoreName: string | null;
  specialSkuGroupId: string | null;
  firstMonthFreeSkuId: string | null;
}

export const NO_STOREFRONT_RULES: StorefrontRules = {
  retailStoreId: null, retailStoreName: null, specialSkuGroupId: null, firstMonthFreeSkuId: null,
};

/** Shop settings as the storefront needs them: 000 §7 settings plus the storefront rules when the server has them. */
export interface ShopSettings extends Settings, Partial<StorefrontRules> {}

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

export const CatalogRepository = serviceToken<CatalogRepository>('CatalogRepository');
