// The demo account whose e-mail is not verified and whose verification link has expired (001 §4 banner).
import { DEMO_PASSWORD_HASH } from './seed-accounts';
import type { OwnedRecord, UserRecord } from './shop-state';

export const UNVERIFIED_EMAIL = 'unverified@pawprint.test';

export const unverifiedUser: UserRecord = {
  id: 'u-unverified', email: UNVERIFIED_EMAIL, password: DEMO_PASSWORD_HASH, first_name: 'Uma', last_name: 'Reyes', phone: null,
  username: 'uma', email_verified: false, checkoutDone: true, new_user: false, company: null, avatar: null, status: 'active', ref: null,
  roles: [{ id: '5f1e0affa1b2c3d4e5f60002', name: 'customer' }], accepted_agreements: [{ agreement: 'terms', version: '1.0' }],
  wallet: { id: 'wallet-u-unverified', coins: 300, status: 'active', pending_coins: 0, lifetime_coins: 300 }, perks: [],
  communication_campaigns: [{ campaign: 'newsletter', status: true }], permissions: { email: true, push: false, sms: false },
  communicationIds: ['comm-orders'], milestoneLevel: 0,
};

/** A link sent two weeks before `nowMs` that has since expired. */
export function unverifiedEmailVerifications(nowMs: number): OwnedRecord[] {
  const sent = new Date(nowMs - 14 * 24 * 3600 * 1000).toISOString();
  return [{ id: 'ev-unverified', userId: unverifiedUser.id, status: 'expired', createdAt: sent, updatedAt: sent }];
}
