import type { ShopState } from './shop-state';
import * as catalog from './seed-catalog';
import * as accounts from './seed-accounts';
import { seedAccountAreas } from './seed-account-areas';
import * as unverified from './seed-unverified';

/** A fresh copy of the seeded shop; promotion windows and periods are relative to `nowMs`. */
export function createSeedState(nowMs: number = Date.now()): ShopState {
  const now = Math.floor(nowMs / 1000);
  const iso = new Date(nowMs).toISOString();
  const state: ShopState = {
    version: 1,
    nextId: 0x1000,
    settings: catalog.settings,
    categories: catalog.categories,
    stores: catalog.stores,
    skuGroups: catalog.skuGroups,
    products: catalog.products,
    skus: catalog.skus,
    promotions: catalog.promotions(now),
    pages: catalog.pages,
    users: accounts.users,
    carts: [],
    addresses: accounts.addresses(iso),
    orders: accounts.orders(iso),
    subscriptions: accounts.subscriptions(now, iso),
    sessions: [],
    otps: [],
    leads: [],
    records: accounts.records(now, iso),
    communicationPreferences: accounts.communicationPreferences,
    surveys: accounts.surveys,
    monthlyBox: accounts.monthlyBox,
  };
  seedAccountAreas(state, now, iso);
  state.users = [...state.users, unverified.unverifiedUser];
  state.records.emailVerifications = [...(state.records.emailVerifications ?? []), ...unverified.unverifiedEmailVerifications(nowMs)];
  // Deep copy so the module constants are never mutated by resolvers.
  return JSON.parse(JSON.stringify(state)) as ShopState;
}

/** True when a parsed value looks like a state this backend wrote (a corrupt file or storage value reseeds). */
export function isShopState(value: unknown): value is ShopState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ShopState>;
  return v.version === 1 && typeof v.nextId === 'number' && Array.isArray(v.skus) && Array.isArray(v.carts)
    && Array.isArray(v.users) && !!v.settings && !!v.records && typeof v.records === 'object';
}
