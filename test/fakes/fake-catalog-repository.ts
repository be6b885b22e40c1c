import type { DynamicData, Product, Promotion, Sku, SkuGroup } from '../../src/domain/shop/entities';
import type { CatalogRepository, ProductPage, ShopSettings, SinglePage } from '../../src/ports/catalog-repository';
import { BOX_GROUP, DOGS_CATEGORY, SEED_PRODUCTS, SEED_SETTINGS } from '../support/fixtures-catalog';

// The seeded catalogue lives with the shared fixtures; tests written against this file still find it here.
export {
  BOX_GROUP, BULK_FOOD, CHEW_TOY, GIFT_CARD, LEASH, MEMBERSHIP, MINI_BOX, SEED_PRODUCTS, SEED_SETTINGS, SEED_SKUS, TREAT_PACK, productOf,
} from '../support/fixtures-catalog';

export class FakeCatalogRepository implements CatalogRepository {
  readonly calls: string[] = [];
  /** The content pages singlePage answers (001 §2); the home page unless a test names others. */
  pages: SinglePage[] = [{ url: '/', title: 'Home', category: DOGS_CATEGORY }];
  /** What each referral code (a username) resolves to (000 §7 getDynamicData). */
  referrals = new Map<string, DynamicData>();
  constructor(
    public products: Product[] = structuredClone(SEED_PRODUCTS),
    public shopSettings: ShopSettings = { ...SEED_SETTINGS },
    public groups: SkuGroup[] = [structuredClone(BOX_GROUP)],
    public promotionList: Promotion[] = [],
  ) {}

  skus(): Sku[] {
    return this.products.flatMap((p) => p.skus);
  }
  async settings(): Promise<ShopSettings> {
    this.calls.push('settings');
    return { ...this.shopSettings };
  }
  async singlePage(url: string): Promise<SinglePage | null> {
    return structuredClone(this.pages.find((p) => p.url === url) ?? null);
  }
  async productsByCategory(categoryId: string, skip = 0): Promise<ProductPage> {
    const all = this.products.filter((p) => p.productCategory?.id === categoryId);
    return { products: all.slice(skip), hasMore: false, total: all.length };
  }
  async product(id: string): Promise<Product | null> {
    return structuredClone(this.products.find((p) => p.id === id) ?? null);
  }
  async skusBySkuGroup(skuGroupId: string): Promise<Sku[]> {
    this.calls.push(`skusBySkuGroup:${skuGroupId}`);
    return structuredClone(this.skus().filter((s) => s.skuGroupId === skuGroupId));
  }
  async skuGroup(id: string): Promise<SkuGroup | null> {
    this.calls.push(`skuGroup:${id}`);
    return structuredClone(this.groups.find((g) => g.id === id) ?? null);
  }
  async promotions(types: string[] = [], id?: string | null): Promise<Promotion[]> {
    this.calls.push(`promotions:${types.join(',')}:${id ?? ''}`);
    return structuredClone(this.promotionList.filter((p) => (id ? p.id === id : types.length === 0 || types.includes(p.type))));
  }
  async dynamicData(url: string): Promise<DynamicData | null> {
    return structuredClone(this.referrals.get(url) ?? null);
  }
}
