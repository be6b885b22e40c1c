// Seeded accounts: one user per role (000 §6) with the account-area data of 001 §3.
import type { AddressRecord, OrderRecord, OwnedRecord, SubscriptionRecord, UserRecord } from './shop-state';
import { DAY } from './seed-catalog';
import { AFFILIATE_ROLE_NAME, orderSubtotal } from '../../domain';

// 000 §6: the fixed role id of the affiliate role on this server (the shop finds the role by its name).
export const AFFILIATE_ROLE_ID = '5f1e0affa1b2c3d4e5f60001';
export const DEMO_PASSWORD = 'pawprint';
// The demo password's salted hash (password-hash.ts). The demo accounts share it: their password is public.
export const DEMO_PASSWORD_HASH = 'pbkdf2-sha512$210000$d0b2c5977373a8ed678e019f05d7441c$23634ccf41cbc9ee7b8620c1bb9850b047e821a2699a8b3461e8560685bf74a2';

export const DEMO_ACCOUNTS = [
  { email: 'demo@pawprint.test', role: 'customer' },
  { email: 'affiliate@pawprint.test', role: 'affiliate (username sarah)' },
  { email: 'retailer@pawprint.test', role: 'retailer' },
  { email: 'new@pawprint.test', role: 'new customer' },
] as const;

const roles = {
  customer: { id: '5f1e0affa1b2c3d4e5f60002', name: 'customer' },
  affiliate: { id: AFFILIATE_ROLE_ID, name: AFFILIATE_ROLE_NAME },
  retailer: { id: '5f1e0affa1b2c3d4e5f60003', name: 'retailer' },
};

function user(id: string, fields: Partial<UserRecord> & Pick<UserRecord, 'email' | 'first_name' | 'last_name'>): UserRecord {
  return {
    id, password: DEMO_PASSWORD_HASH, phone: null, username: null, email_verified: true, checkoutDone: true, new_user: false,
    company: null, avatar: null, status: 'active', ref: null, roles: [roles.customer],
    accepted_agreements: [{ agreement: 'terms', version: '1.0' }],
    wallet: { id: `wallet-${id}`, coins: 0, status: 'active', pending_coins: 0, lifetime_coins: 0 },
    perks: [], communication_campaigns: [{ campaign: 'newsletter', status: true }],
    permissions: { email: true, push: false, sms: false }, communicationIds: ['comm-orders', 'comm-news'], milestoneLevel: 0,
    ...fields,
  };
}

export const users: UserRecord[] = [
  user('u-demo', { email: 'demo@pawprint.test', first_name: 'Dana', last_name: 'Miller', phone: '+15125550101', username: 'dana', wallet: { id: 'wallet-u-demo', coins: 1500, status: 'active', pending_coins: 200, lifetime_coins: 4200 } }),
  user('u-affiliate', { email: 'affiliate@pawprint.test', first_name: 'Sarah', last_name: 'Lopez', username: 'sarah', roles: [roles.customer, roles.affiliate], milestoneLevel: 2, wallet: { id: 'wallet-u-affiliate', coins: 23000, status: 'active', pending_coins: 4000, lifetime_coins: 31000 } }),
  user('u-retailer', { email: 'retailer@pawprint.test', first_name: 'Rita', last_name: 'Nguyen', username: 'rita', company: 'Good Dog Supply', roles: [roles.retailer] }),
  user('u-new', { email: 'new@pawprint.test', first_name: 'Nico', last_name: 'Park', username: 'nico', new_user: true, checkoutDone: false, email_verified: false }),
  user('u-max', { email: 'max@pawprint.test', first_name: 'max', last_name: 'Becker', username: 'max' }),
];

export function addresses(iso: string): AddressRecord[] {
  return [{ id: 'addr-demo-home', userId: 'u-demo', cartId: null, first_name: 'Dana', last_name: 'Miller', line1: '500 Congress Ave', line2: 'Apt 4', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US', default: true, createdAt: iso, updatedAt: iso }];
}

export function subscriptions(now: number, iso: string): SubscriptionRecord[] {
  return [{
    id: 'sub-demo-biscuit', userId: 'u-demo', status: 'active', metadata: { dog: 'Biscuit' },
    sku_attributes: [{ label: 'Dog Name', value: 'Biscuit' }, { label: 'Size', value: ['medium'], val_label: ['Medium (20-50 lb)'] }],
    current_period_start: now - 10 * DAY, current_period_end: now + 18 * DAY, trial_end: null, currency: 'usd',
    payment_method: 'pm-demo-visa', pause_collection: null, cancel_at: null, cancel_at_period_end: false, canceled_at: null,
    items: [{ id: 'si-demo-1', quantity: 1, skuId: 'sku-treat-and-chew-box', createdAt: iso, updated_at: iso }], addressId: 'addr-demo-home',
  }];
}

export function orders(iso: string): OrderRecord[] {
  const items = [{ unit_amount: 3900, quantity: 1, discount_perc: null, discount_amount: null, skuId: 'sku-treat-and-chew-box' }, { unit_amount: 999, quantity: 1, discount_perc: null, discount_amount: 100, skuId: 'sku-meatballs' }];
  // The subtotal is the sum of the lines as charged ($39.00 + $8.99), by the domain's rule.
  const subtotal = orderSubtotal(items);
  return [{
    id: 'ord-demo-1', userId: 'u-demo', email: 'demo@pawprint.test', cartId: 'cart-demo-old', currency: 'usd', shipping_amount: 0,
    subtotal_amount: subtotal, tax: 0, tax_rate: 0.0825, total_amount: subtotal, used_coins_amount: 0,
    items,
    shipment_rate: { serviceName: 'Free Shipping', shipmentCost: 0 }, metadata: null, createdAt: iso, updated_at: iso,
  }];
}

export function records(now: number, iso: string): Record<string, OwnedRecord[]> {
  const card = (last4: string, brand: string) => ({ brand, exp_month: 12, exp_year: 2030, last4, name: 'Dana Miller' });
  return {
    walletLogs: [
      { id: 'wl-1', userId: 'u-demo', type: 'referral', amount: 1000, pending_amount: 0, amount_applied: 0, message: 'Referral reward for max', meta: { current: 1000, balance: 1000, pending_current: 0, pending_balance: 0, data: null }, createdAt: iso, updatedAt: iso, affiliate_log: null },
      { id: 'wl-2', userId: 'u-demo', type: 'add', amount: 500, pending_amount: 200, amount_applied: 0, message: 'Welcome coins', meta: { current: 500, balance: 1500, pending_current: 200, pending_balance: 200, data: null }, createdAt: iso, updatedAt: iso, affiliate_log: null },
      { id: 'wl-3', userId: 'u-affiliate', type: 'affiliate', amount: 23000, pending_amount: 4000, amount_applied: 0, message: 'Affiliate earnings', meta: { current: 23000, balance: 23000, pending_current: 4000, pending_balance: 4000, data: null }, createdAt: iso, updatedAt: iso, affiliate_log: { orders: 31 } },
    ],
    invoices: [1, 2].map((n) => ({ id: `in-demo-${n}`, userId: 'u-demo', status: 'paid', lines: [{ description: 'Treat and Chew Box', amount: 3900 }], amount_due: 3900, amount_paid: 3900, amount_remaining: 0, total: 3900, created: now - n * 28 * DAY, period_start: now - n * 28 * DAY, period_end: now - (n - 1) * 28 * DAY, hosted_invoice_url: null })),
    giftCoupons: [{ id: 'gc-demo-1', userId: 'u-demo', coupon: 'PAW-GIFT-2500', amount: 2500, redeemed: false, redeemedBy: null, note: 'Happy birthday, Biscuit!', recipient_email: 'friend@pawprint.test', redeemedOn: null, createdAt: iso }],
    forms: [{ id: 'form-w9-sarah', userId: 'u-affiliate', file: '/files/w9-sarah.pdf', verify: 'pending', verifyMessage: null, type: 'w9form' }],
    consults: [{ id: 'consult-demo-1', userId: 'u-demo', startTime: new Date((now + 3 * DAY) * 1000).toISOString(), endTime: new Date((now + 3 * DAY + 1800) * 1000).toISOString(), status: 'booked', accountManager: { first_name: 'Jules', avatar: '/images/account-manager.svg', title: 'Canine nutritionist' } }],
    consultHistory: [{ id: 'ch-demo-1', userId: 'u-demo', comment: 'Switch to the grain-free treats.', startTime: new Date((now - 20 * DAY) * 1000).toISOString(), endTime: new Date((now - 20 * DAY + 1800) * 1000).toISOString(), status: 'completed', accountManager: { first_name: 'Jules', avatar: '/images/account-manager.svg', title: 'Canine nutritionist' } }],
    paymentMethods: [{ id: 'pm-demo-visa', userId: 'u-demo', card: card('4242', 'visa'), default: true, address_line1: '500 Congress Ave', address_city: 'Austin', address_state: 'TX', address_zip: '78701', address_country: 'US' }],
    comments: [{ id: 'cm-1', userId: 'u-demo', user: 'u-demo', comment: 'Biscuit loves the Super Chew!', name: 'Dana M.' }, { id: 'cm-2', userId: 'u-max', user: 'u-max', comment: 'Fast delivery and happy pup.', name: 'Max B.' }],
    bankAccounts: [],
    affiliateContracts: [{ id: 'ac-sarah', userId: 'u-affiliate', type: 'standard', percentage: 10, status: 'active' }],
    affiliateContractRequests: [{ id: 'acr-sarah', userId: 'u-affiliate', status: 'approved', type: 'standard', createdAt: iso }],
    affiliateNotifications: [{ id: 'an-sarah-1', userId: 'u-affiliate', amount: 1500, type: 'commission', status: 'unseen', metadata: { order: 'ord-x1' } }],
    tutorialLogs: [{ id: 'tl-demo', userId: 'u-demo', status: 'completed', updatedAt: iso }],
    reviews: [
      { id: 'rv-1', userId: 'u-demo', productId: 'p-super-chew', body: 'Lasts for weeks.', rating: 5, status: 'published', verify: true, type: 'product', createdAt: iso, updatedAt: iso },
      { id: 'rv-2', userId: 'u-max', productId: 'p-super-chew', body: 'Good, a bit hard for puppies.', rating: 4, status: 'published', verify: true, type: 'product', createdAt: iso, updatedAt: iso },
    ],
    dogs: [{ id: 'dog-biscuit', userId: 'u-demo', name: 'Biscuit', slug: 'biscuit', description: 'A golden retriever who loves chews.', breed: 'Golden Retriever', age: 4, isLost: false, avatar: '/images/treat-and-chew-box.svg', lastSeen: null, location: 'Austin, TX', microchip: '985112003456789', tagImage: null, contact: '+15125550101' }],
    emailVerifications: [{ id: 'ev-new', userId: 'u-new', status: 'pending', createdAt: iso, updatedAt: iso }],
    cancellations: [],
  };
}

export const communicationPreferences = [
  { id: 'comm-orders', key: 'orders', name: 'Order updates', description: 'Shipping and delivery notices.' },
  { id: 'comm-news', key: 'newsletter', name: 'Newsletter', description: 'New treats and deals.' },
  { id: 'comm-consults', key: 'consults', name: 'Consultations', description: 'Reminders for booked consults.' },
];

export const surveys = [{
  id: 'survey-box', title: 'How was your box?',
  questions: [{ id: 'q1', text: 'Did your dog enjoy the treats?', answers: [{ id: 'a1', text: 'Loved them' }, { id: 'a2', text: 'Some of them' }, { id: 'a3', text: 'Not really' }] }],
}];

export const monthlyBox = {
  title: "This Month's Box",
  menu: [
    { product: 'Meatballs', category: 'Treats' }, { product: 'Super Chew', category: 'Chews' },
    { product: 'Food Topper', category: 'Toppers' },
  ],
};
