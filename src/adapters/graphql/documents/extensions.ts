// Operations beyond the specification's contract (docs/decisions.md, "API extensions the client can live without").
// Each is optional: a server that lacks it answers with an error and the client falls back.
import { gql } from './gql';
import type { Cart } from '../../../domain/shop';
import type { StorefrontRules } from '../../../ports/catalog-repository';
import type { SinglePage } from '../../../ports/catalog-repository';
import { CART_FIELDS, PAGE_IMAGE_FIELDS } from './fragments';

// The rule inputs the server owns: retail store, special SKU group, First Month Free SKU.
export const StorefrontSettingsQuery = gql<{ storefrontSettings: StorefrontRules | null }, Record<string, never>>(`
  query StorefrontSettings { storefrontSettings { retailStoreId retailStoreName specialSkuGroupId firstMonthFreeSkuId } }
`);

// The cart changed on another device or by the server; tabs of this browser also re-sync through cart-data-change.
// email and phone name the guest who owns the cart, so another visitor cannot follow it.
export const CartChangedSubscription = gql<{ cartChanged: Cart }, { id: string; email?: string | null; phone?: string | null }>(`
  subscription CartChanged($id: ID!, $email: String, $phone: String) { cartChanged(id: $id, email: $email, phone: $phone) { ${CART_FIELDS} } }
`);

// setPromotionToCart(id, guest) (000 §7) with the promotion chosen (the stored deal's dealId) and, for a guest's
// cart, the e-mail and phone that own it.
export const SetPromotionToCartChosenMutation = gql<
  { setPromotionToCart: Cart },
  { id: string; guest?: boolean | null; promotionId?: string | null; email?: string | null; phone?: string | null }
>(`
  mutation SetPromotionToCartChosen($id: ID!, $guest: Boolean, $promotionId: ID, $email: String, $phone: String) {
    setPromotionToCart(id: $id, guest: $guest, promotionId: $promotionId, email: $email, phone: $phone) { ${CART_FIELDS} }
  }
`);

// getSinglePage (001 §7) with a content page's site type, hero and sections: asked only when the server declares them.
export const SinglePageWithContentQuery = gql<{ getSinglePage: SinglePage | null }, { url: string; category?: string | null }>(`
  query GetSinglePageWithContent($url: String!, $category: String) {
    getSinglePage(url: $url, category: $category) {
      url title description category { id name description } productId siteType
      hero { ${PAGE_IMAGE_FIELDS} } sections { heading paragraphs image { ${PAGE_IMAGE_FIELDS} } }
    }
  }
`);
