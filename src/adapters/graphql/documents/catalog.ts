import { gql } from './gql';
import type { DynamicData, Product, Promotion, Settings, Sku, SkuGroup } from '../../../domain/shop';
import type { ProductPage, SinglePage } from '../../../ports/catalog-repository';
import { PRODUCT_FIELDS, SKU_FIELDS, SKU_GROUP_FIELDS } from './fragments';

// 000 §7 settings: cache and network; holds the gift category id.
export const SettingsQuery = gql<{ settings: Settings }, Record<string, never>>(`
  query Settings {
    settings { id membership membership_ca secretshop gift login_default_provider_type secretshopOpen { status drop_countdown } }
  }
`);

// 001 §7 setting (the account areas' name for the same record).
export const SettingQuery = gql<{ setting: Settings }, Record<string, never>>(`
  query Setting {
    setting { id membership membership_ca secretshop gift login_default_provider_type secretshopOpen { status drop_countdown } }
  }
`);

// 001 §7 getSinglePage(url, category): the page as the contract takes it (title, what it lists).
export const SinglePageQuery = gql<{ getSinglePage: SinglePage | null }, { url: string; category?: string | null }>(`
  query GetSinglePage($url: String!, $category: String) {
    getSinglePage(url: $url, category: $category) { url title description category { id name description } productId }
  }
`);

export const ProductsByCategoryPublicQuery = gql<{ getProductsByCategoryPublic: ProductPage }, { id: string; skip?: number | null }>(`
  query GetProductsByCategoryPublic($id: ID!, $skip: Int) {
    getProductsByCategoryPublic(id: $id, skip: $skip) { products { ${PRODUCT_FIELDS} } hasMore total }
  }
`);

export const ProductsByCategoryQuery = gql<
  { getProductsByCategory: ProductPage },
  { id: string; storeId?: string | null; skip?: number | null }
>(`
  query GetProductsByCategory($id: ID!, $storeId: ID, $skip: Int) {
    getProductsByCategory(id: $id, storeId: $storeId, skip: $skip) { products { ${PRODUCT_FIELDS} } hasMore total }
  }
`);

export const ProductQuery = gql<{ getProduct: Product | null }, { id: string }>(`
  query GetProduct($id: ID!) { getProduct(id: $id) { ${PRODUCT_FIELDS} } }
`);

// 000 §7 getSkusBySkuGroup: cache-first.
export const SkusBySkuGroupQuery = gql<{ getSkusBySkuGroup: Sku[] }, { id: string }>(`
  query GetSkusBySkuGroup($id: ID!) { getSkusBySkuGroup(id: $id) { ${SKU_FIELDS} skuGroup { ${SKU_GROUP_FIELDS} } } }
`);

export const SkuGroupQuery = gql<{ getSkuGroupById: SkuGroup | null }, { id: string }>(`
  query GetSkuGroupById($id: ID!) { getSkuGroupById(id: $id) { ${SKU_GROUP_FIELDS} } }
`);

export const PromotionsQuery = gql<{ getPromotions: Promotion[] }, { type?: string[] | null; id?: string | null }>(`
  query GetPromotions($type: [String!], $id: ID) {
    getPromotions(type: $type, id: $id) { id description type status link thumbnail start_at end_at }
  }
`);

export const DynamicDataQuery = gql<{ getDynamicData: DynamicData | null }, { url: string }>(`
  query GetDynamicData($url: String!) {
    getDynamicData(url: $url) { type data { id username first_name roles { id name } } }
  }
`);

export const StoreQuery = gql<
  { getStore: { id: string; name: string; description?: string | null; slug?: string | null; url?: string | null; status?: boolean | null; productCategories?: { id: string; name: string }[] | null; modules?: { id: string; type: string; settings?: unknown; status?: boolean | null }[] | null } | null },
  { id: string }
>(`
  query GetStore($id: ID!) {
    getStore(id: $id) {
      id name description slug url status createdAt updatedAt
      productCategories { id name description }
      modules { id type settings status }
    }
  }
`);

// 000 §9: the free-membership deal's first-month discount sits on one digital subscription SKU; 001 §3 names it as the
// promotion's sku. Read when the server has no storefrontSettings extension to name that SKU.
export const FreeMembershipPromotionQuery = gql<
  { getPromotions: { id: string; type: string; start_at?: number | null; end_at?: number | null; sku?: { id: string } | null }[] },
  Record<string, never>
>(`
  query FreeMembershipPromotion { getPromotions(type: ["free_membership"]) { id type start_at end_at sku { id } } }
`);
