// Joins stored ids into the nested objects the wire shows (000 §3, 001 §3).
import type { ProductRecord, ShopState, SubscriptionRecord, UserRecord } from './shop-state';
import type { ResolverContext, ResolverMap } from './resolver-context';

const category = (state: ShopState, id: string | null) => state.categories.find((c) => c.id === id) ?? null;
const product = (state: ShopState, id: string) => state.products.find((p) => p.id === id) ?? null;
const sku = (state: ShopState, id: string | null) => state.skus.find((s) => s.id === id) ?? null;
const userOf = (state: ShopState, id: unknown) => state.users.find((u) => u.id === id) ?? null;

export const ACCOUNT_MANAGER = { first_name: 'Jules', avatar: '/images/account-manager.svg', title: 'Canine nutritionist' };

type Ctx = ResolverContext;

export const entityResolvers: ResolverMap = {
  Sku: {
    product: (s: { productId: string }, _a, ctx: Ctx) => product(ctx.state, s.productId),
    skuGroup: (s: { skuGroupId: string | null }, _a, ctx: Ctx) => ctx.state.skuGroups.find((g) => g.id === s.skuGroupId) ?? null,
    apiKey: () => null,
  },
  Product: {
    productCategory: (p: ProductRecord, _a, ctx: Ctx) => category(ctx.state, p.categoryId),
    skus: (p: ProductRecord, _a, ctx: Ctx) => ctx.state.skus.filter((s) => s.productId === p.id),
    inCart: () => false,
    apiKey: () => null,
  },
  Store: {
    productCategories: (s: { categoryIds: string[] }, _a, ctx: Ctx) => s.categoryIds.map((id) => category(ctx.state, id)).filter(Boolean),
  },
  Promotion: {
    sku: (p: { skuId: string | null }, _a, ctx: Ctx) => sku(ctx.state, p.skuId),
  },
  User: {
    balance: (u: UserRecord) => u.wallet.coins,
    // The contract's subscription type: its items' SKUs and products come from the UserSubscription resolvers below.
    subscriptions: (u: UserRecord, _a, ctx: Ctx) => ctx.state.subscriptions.filter((s) => s.userId === u.id),
    communications: (u: UserRecord, _a, ctx: Ctx) => ctx.state.communicationPreferences.filter((c) => u.communicationIds.includes(c.id)),
    account_manager: () => ACCOUNT_MANAGER,
  },
  UserSubscription: {
    object: () => 'subscription',
    items: (s: SubscriptionRecord, _a, ctx: Ctx) =>
      s.items.map((i) => ({ ...i, object: 'subscription_item', apiKey: null, sku: sku(ctx.state, i.skuId) })),
    shipment_rate: (s: SubscriptionRecord, _a, ctx: Ctx) => ({
      address: ctx.state.addresses.find((a) => a.id === s.addressId) ?? null,
      package_dimensions: null, shipment_cost: 0, service_name: 'Free Shipping', service_code: 'free', shipment_type: 'free', shipment_item: null,
    }),
  },
  Order: {
    object: () => 'order',
  },
  OrderItem: {
    sku: (i: { skuId: string }, _a, ctx: Ctx) => sku(ctx.state, i.skuId),
  },
  Review: {
    product: (r: { productId: string }, _a, ctx: Ctx) => product(ctx.state, r.productId),
    first_name: (r: { userId: string }, _a, ctx: Ctx) => userOf(ctx.state, r.userId)?.first_name ?? null,
    last_name: (r: { userId: string }, _a, ctx: Ctx) => userOf(ctx.state, r.userId)?.last_name ?? null,
  },
  Dog: {
    user: (d: { userId: string }, _a, ctx: Ctx) => {
      const owner = userOf(ctx.state, d.userId);
      return owner ? { username: owner.username, first_name: owner.first_name } : null;
    },
  },
};
