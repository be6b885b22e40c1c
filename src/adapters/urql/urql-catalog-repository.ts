import type { Client } from '@urql/core';
import { inject, injectable } from 'inversify';
import type { DynamicData, Product, Promotion, Sku, SkuGroup } from '../../domain/entities';
import type { CatalogRepository, ProductPage, ShopSettings, SinglePage } from '../../ports/catalog-repository';
import { UrqlClient } from './api-client';
import {
  DynamicDataQuery, ProductQuery, ProductsByCategoryPublicQuery, PromotionsQuery, SettingsQuery, SinglePageQuery,
  SkuGroupQuery, SkusBySkuGroupQuery,
} from './documents/catalog';
import { query } from './operation';

@injectable()
export class UrqlCatalogRepository implements CatalogRepository {
  constructor(@inject(UrqlClient) private readonly client: Client) {}

  async settings(): Promise<ShopSettings> {
    // 000 §7: settings are cache and network.
    return (await query(this.client, SettingsQuery, {}, { requestPolicy: 'cache-and-network' })).settings;
  }

  async singlePage(url: string): Promise<SinglePage | null> {
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
