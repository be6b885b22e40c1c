// Settings, pages, products, SKUs, promotions and referral codes (000 §7, 001 §7).
import { isPromotionActive } from '../../domain';
import { nowSeconds, page, requireUser, type ResolverContext, type ResolverMap } from './resolver-context';
import { findContentPage } from './seed-content-pages';

export const PRODUCT_PAGE_SIZE = 12;
type Args = Record<string, any>;
type Ctx = ResolverContext;

function productPage(ctx: Ctx, categoryId: string, storeId: string | null | undefined, skip: number | null | undefined) {
  const all = ctx.state.products.filter((p) => p.categoryId === categoryId && (storeId == null || p.storeId === storeId));
  const start = Math.max(0, skip ?? 0);
  return { products: all.slice(start, start + PRODUCT_PAGE_SIZE), hasMore: start + PRODUCT_PAGE_SIZE < all.length, total: all.length };
}

/** The username in a ref/aff code, whether given bare, as a query (?ref=max) or as a path (/ref/max). */
export function usernameFromCode(url: string): string {
  const query = /[?&](?:ref|aff)=([^&#]+)/.exec(url);
  const raw = query ? query[1] : url.split(/[/?#]/).filter(Boolean).pop() ?? '';
  return decodeURIComponent(raw).trim().toLowerCase();
}

// 000 §4: the domain's window rule, the same one the client applies.
const isActive = isPromotionActive;

export const catalogResolvers: ResolverMap = {
  Query: {
    settings: (_: unknown, _a: Args, ctx: Ctx) => ctx.state.settings,
    setting: (_: unknown, _a: Args, ctx: Ctx) => ctx.state.settings,
    storefrontSettings: (_: unknown, _a: Args, ctx: Ctx) => ctx.state.settings,
    getSinglePage: (_: unknown, args: Args, ctx: Ctx) => {
      const path = '/' + String(args.url).split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
      const found = ctx.state.pages.find((p) => p.url === path);
      // Content pages (menus, footer, box guides) are the site's read-only CMS, not shop state.
      if (!found) return contentSinglePage(path);
      const categoryId = args.category ?? found.categoryId;
      return { ...found, siteType: 'general', category: ctx.state.categories.find((c) => c.id === categoryId) ?? null };
    },
    getProductsByCategoryPublic: (_: unknown, args: Args, ctx: Ctx) => productPage(ctx, args.id, undefined, args.skip),
    // 001 §6: products by category with a store need a signed-in user.
    getProductsByCategory: (_: unknown, args: Args, ctx: Ctx) => {
      requireUser(ctx);
      return productPage(ctx, args.id, args.storeId, args.skip);
    },
    getProduct: (_: unknown, args: Args, ctx: Ctx) => ctx.state.products.find((p) => p.id === args.id) ?? null,
    getProductsForReview: (_: unknown, args: Args, ctx: Ctx) =>
      ctx.state.products.filter((p) => (args.ids ? args.ids.includes(p.id) : p.type !== 'digital')),
    getSkusBySkuGroup: (_: unknown, args: Args, ctx: Ctx) => {
      const group = ctx.state.skuGroups.find((g) => g.id === args.id);
      const own = ctx.state.skus.filter((s) => s.skuGroupId === args.id);
      const addOns = (group?.addOnSkuIds ?? []).map((id) => ctx.state.skus.find((s) => s.id === id)).filter(Boolean);
      return [...own, ...addOns];
    },
    getSkuGroupById: (_: unknown, args: Args, ctx: Ctx) => ctx.state.skuGroups.find((g) => g.id === args.id) ?? null,
    getPromotions: (_: unknown, args: Args, ctx: Ctx) => {
      const now = nowSeconds(ctx);
      return ctx.state.promotions.filter((p) => isActive(p, now) && (args.id ? p.id === args.id : !args.type || args.type.includes(p.type)));
    },
    getPromotionsList: (_: unknown, args: Args, ctx: Ctx) =>
      page([...ctx.state.promotions].sort((a, b) => b.start_at - a.start_at), args.limit, args.skip),
    getPromotionsListCount: (_: unknown, _a: Args, ctx: Ctx) => ctx.state.promotions.length,
    // 000 §2 §7: a ref/aff code names a user; the client checks their roles for the affiliate role id.
    getDynamicData: (_: unknown, args: Args, ctx: Ctx) => {
      const username = usernameFromCode(String(args.url ?? ''));
      const user = ctx.state.users.find((u) => u.username?.toLowerCase() === username);
      if (!username || !user) return null;
      return { type: 'USER', data: { id: user.id, username: user.username, first_name: user.first_name, roles: user.roles } };
    },
    getStore: (_: unknown, args: Args, ctx: Ctx) => ctx.state.stores.find((s) => s.id === args.id) ?? null,
    getCurrentMonthlyBox: (_: unknown, _a: Args, ctx: Ctx) => ctx.state.monthlyBox,
    survey: (_: unknown, args: Args, ctx: Ctx) => ctx.state.surveys.find((s) => s.id === args.id) ?? null,
  },
};

function contentSinglePage(path: string) {
  const page = findContentPage(path);
  return page ? { ...page, category: null, productId: null } : null;
}
