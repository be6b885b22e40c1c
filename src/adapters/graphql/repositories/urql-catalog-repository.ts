import type { GraphqlCalls } from '../client/graphql-calls';
import type { DynamicData, Product, Promotion, Sku, SkuGroup } from '../../../domain/shop';
import { NO_STOREFRONT_RULES, type CatalogRepository, type ProductPage, type ShopSettings, type SinglePage, type StorefrontRules } from '../../../ports/catalog-repository';
import {
  DynamicDataQuery, FreeMembershipPromotionQuery, ProductQuery, ProductsByCategoryPublicQuery, PromotionsQuery, SettingsQuery, SinglePageQuery,
  SkuGroupQuery, SkusBySkuGroupQuery,
} from '../documents/catalog';
import { QueryAnswerShapesQuery } from '../documents/discovery';
import { SinglePageWithContentQuery, StorefrontSettingsQuery } from '../documents/extensions';
import { query } from '../client/operation';
import { singlePageHasContent } from '../documents/spec-shapes';

export class UrqlCatalogRepository implements CatalogRepository {
  private pageContent: Promise<boolean> | null = null;

  constructor(private readonly client: GraphqlCalls) {}

  /** Whether this server's content pages carry site type, hero and sections, asked once by introspection. */
  private pagesHaveContent(): Promise<boolean> {
    this.pageContent ??= query(this.client, QueryAnswerShapesQuery, {}, { requestPolicy: 'network-only', reportServerErrors: false })
      .then((data) => singlePageHasContent(data.__schema.queryType?.fields))
      .catch(() => {
        this.pageContent = null; // asked again at the next page
        return false;
      });
    return this.pageContent;
  }

  async settings(): Promise<ShopSettings> {
    // 000 §7: settings are cache and network. The storefront rules are an optional extension asked alongside.
    const [settings, rules] = await Promise.all([
      query(this.client, SettingsQuery, {}, { requestPolicy: 'cache-and-network' }),
      this.storefrontRules(),
    ]);
    return { ...settings.settings, ...rules };
  }

  /** The extension's answer, or no rules when the server lacks it (never a toast: nothing went wrong for the shopper). */
  private async storefrontRules(): Promise<StorefrontRules> {
    try {
      const data = await query(this.client, StorefrontSettingsQuery, {}, { requestPolicy: 'cache-first', reportServerErrors: false });
      return { ...NO_STOREFRONT_RULES, ...data.storefrontSettings };
    } catch {
      // A server of the spec's contract: the First Month Free SKU is the free-membership promotion's SKU (001 §3
      // Promotion sku), so the total shown is the one charged. The retail minimum is then held by the server alone,
      // and every grouped box is wrapped (docs/decisions.md).
      return { ...NO_STOREFRONT_RULES, firstMonthFreeSkuId: await this.freeMembershipSku() };
    }
  }

  private async freeMembershipSku(): Promise<string | null> {
    try {
      const data = await query(this.client, FreeMembershipPromotionQuery, {}, { requestPolicy: 'cache-first', reportServerErrors: false });
      return data.getPromotions.find((p) => p.type === 'free_membership' && p.sku?.id)?.sku?.id ?? null;
    } catch {
      return null;
    }
  }

  async singlePage(url: string): Promise<SinglePage | null> {
    if (await this.pagesHaveContent()) return (await query(this.client, SinglePageWithContentQuery, { url })).getSinglePage;
    // The contract's page: what it lists, its title and description; a content page then shows just those.
    return (await query(this.client, SinglePageQuery, { url })).getSinglePage;
  }

  async productsByCategory(categoryId: string, skip?: number): Promise<ProductPage> {
    // 001 §6: products by category without a store are public.
    return (await query(this.client, ProductsByCategoryPublicQuery, { id: categoryId, skip: skip ?? 0 })).getProductsByCategoryPublic;
  }

  async product(id: string): Promise<Product | null> {
    return (await query(this.client, ProductQuery, { id })).getProduct;
  }

  async skusBySkuGroup(skuGroupId: string): Promise<Sku[]> {
    // 000 §7: getSkusBySkuGroup is cache-first.
    return (await query(this.client, SkusBySkuGroupQuery, { id: skuGroupId }, { requestPolicy: 'cache-first' })).getSkusBySkuGroup;
  }

  async skuGroup(id: string): Promise<SkuGroup | null> {
    return (await query(this.client, SkuGroupQuery, { id })).getSkuGroupById;
  }

  async promotions(types: string[], id?: string | null): Promise<Promotion[]> {
    return (await query(this.client, PromotionsQuery, { type: types, id: id ?? null })).getPromotions;
  }

  async dynamicData(url: string): Promise<DynamicData | null> {
    return (await query(this.client, DynamicDataQuery, { url })).getDynamicData;
  }
}
