// The customer dashboard's and the affiliate area's seeded data (001 §3): more dogs and subscriptions for the
// demo customer (one paused, one with a cancellation), invoices across several pages, orders, wallet logs,
// gift coupons, reviews, consult history, and the affiliate's logs, notifications and deals.
import { orderSubtotal } from '../../domain';
import type { OrderRecord, OwnedRecord, PromotionRecord, ShopState, SubscriptionRecord } from './shop-state';
import { DAY } from './seed-catalog';

const at = (seconds: number) => new Date(seconds * 1000).toISOString();
const manager = { first_name: 'Jules', avatar: '/images/account-manager.svg', title: 'Canine nutritionist' };

function subscriptions(now: number, iso: string): SubscriptionRecord[] {
  const base = { userId: 'u-demo', trial_end: null, currency: 'usd', payment_method: 'pm-demo-visa', canceled_at: null, addressId: 'addr-demo-home' };
  return [
    {
      ...base, id: 'sub-demo-pepper', status: 'paused', metadata: { dog: 'Pepper' },
      sku_attributes: [{ label: 'Dog Name', value: 'Pepper' }, { label: 'Size', value: ['small'], val_label: ['Small (under 20 lb)'] }, { label: 'Phone', value: '+15125550101' }],
      current_period_start: now - 5 * DAY, current_period_end: now + 23 * DAY,
      pause_collection: { behavior: 'void', resumes_at: now + 20 * DAY }, cancel_at: null, cancel_at_period_end: false,
      items: [{ id: 'si-pepper-1', quantity: 1, skuId: 'sku-mini-box', createdAt: iso, updated_at: iso }],
    },
    {
      ...base, id: 'sub-demo-luna', status: 'active', metadata: { dog: 'Luna' },
      sku_attributes: [{ label: 'Dog Name', value: 'Luna' }, { label: 'Size', value: ['large'], val_label: ['Large (over 50 lb)'] }, { label: 'Allergies', value: ['chicken'], val_label: ['Chicken'] }, { label: 'Sensitive stomach', value: 'Yes' }],
      current_period_start: now - 12 * DAY, current_period_end: now + 16 * DAY,
      pause_collection: null, cancel_at: now + 16 * DAY, cancel_at_period_end: true,
      items: [{ id: 'si-luna-1', quantity: 1, skuId: 'sku-chew-only-box', createdAt: iso, updated_at: iso }],
    },
    {
      ...base, id: 'sub-demo-membership', status: 'active', metadata: null, sku_attributes: [],
      current_period_start: now - 8 * DAY, current_period_end: now + 22 * DAY,
      pause_collection: null, cancel_at: null, cancel_at_period_end: false,
      items: [{ id: 'si-membership-1', quantity: 1, skuId: 'sku-wellness-membership', createdAt: iso, updated_at: iso }],
    },
  ];
}

function orders(now: number): OrderRecord[] {
  const order = (n: number, days: number, items: OrderRecord['items'], shipping: number): OrderRecord => {
    const subtotal = orderSubtotal(items);
    const tax = Math.round(subtotal * 0.0825);
    return {
      id: `ord-demo-${n}`, userId: 'u-demo', email: 'demo@pawprint.test', cartId: `cart-demo-${n}`, currency: 'usd', shipping_amount: shipping,
      subtotal_amount: subtotal, tax, tax_rate: 0.0825, total_amount: subtotal + tax + shipping, used_coins_amount: 0, items,
      shipment_rate: { serviceName: shipping ? 'Flat rate' : 'Free Shipping', shipmentCost: shipping }, metadata: null, createdAt: at(now - days * DAY), updated_at: at(now - days * DAY),
    };
  };
  const item = (skuId: string, unit: number, quantity = 1, discount: number | null = null) => ({ unit_amount: unit, quantity, discount_perc: null, discount_amount: discount, skuId });
  return [
    order(2, 62, [item('sku-mini-box', 1900), item('sku-super-chew-medium', 1499, 2)], 595),
    order(3, 34, [item('sku-food-topper', 1299, 3)], 0),
    order(4, 6, [item('sku-chew-only-box', 2900), item('sku-meatballs', 999, 2, 100)], 0),
  ];
}

function invoices(now: number): OwnedRecord[] {
  const lines = [{ description: 'Treat and Chew Box', amount: 3900 }, { description: 'Mini Box', amount: 1900 }, { description: 'Wellness Membership', amount: 2200 }];
  return Array.from({ length: 22 }, (_, k) => {
    const n = k + 3;
    const line = lines[k % lines.length];
    const open = k === 0;
    return {
      id: `in-demo-${n}`, userId: 'u-demo', status: open ? 'open' : 'paid', lines: [line],
      amount_due: line.amount, amount_paid: open ? 0 : line.amount, amount_remaining: open ? line.amount : 0, total: line.amount,
      created: now - (k * 14 + 3) * DAY, period_start: now - (k * 14 + 3) * DAY, period_end: now - (k * 14 - 25) * DAY,
      hosted_invoice_url: null,
    };
  });
}

function log(id: string, userId: string, type: string, amount: number, message: string, seconds: number, balance: number): OwnedRecord {
  return {
    id, userId, type, amount, pending_amount: 0, amount_applied: 0, message,
    meta: { current: amount, balance, pending_current: 0, pending_balance: 0, data: null },
    createdAt: at(seconds), updatedAt: at(seconds), affiliate_log: type === 'affiliate' ? { orders: 1 } : null,
  };
}

function records(now: number, iso: string): Record<string, OwnedRecord[]> {
  const reviewText = ['Biscuit waits by the door for this box.', 'Great chews, they last.', 'The meatballs are gone in a day!', 'Second box and still a hit.', 'Mini box is the right size for Pepper.', 'Packaging is all recyclable, love it.'];
  // The Food Topper the demo bought is left unreviewed, so a review of it can be written from its page.
  const reviewProducts = ['p-meatballs', 'p-treat-and-chew-box', 'p-meatballs', 'p-treat-and-chew-box', 'p-mini-box', 'p-chew-only-box'];
  return {
    walletLogs: [
      log('wl-demo-3', 'u-demo', 'gift_claim', 2500, 'Gift coupon PAW-BDAY claimed', now - 3 * DAY, 1500),
      log('wl-demo-4', 'u-demo', 'remove', -500, 'Coins used on order ord-demo-4', now - 6 * DAY, 1000),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => log(`wl-sarah-${n}`, 'u-affiliate', n % 3 === 0 ? 'referral' : 'affiliate', 500 * n, n % 3 === 0 ? `Referral reward for a new customer` : `Commission on order #10${n}`, now - n * DAY, 23000 - 500 * n)),
      log('wl-sarah-old', 'u-affiliate', 'cash_out', -5000, 'Cash-out to bank account', now - 40 * DAY, 18000),
    ],
    invoices: invoices(now),
    giftCoupons: [
      { id: 'gc-demo-2', userId: 'u-demo', coupon: 'PAW-WOOF-5000', amount: 5000, redeemed: true, redeemedBy: 'max@pawprint.test', note: 'For Rex', recipient_email: 'max@pawprint.test', redeemedOn: at(now - 12 * DAY), createdAt: at(now - 20 * DAY) },
      { id: 'gc-demo-3', userId: 'u-demo', coupon: 'PAW-PUPPY-1000', amount: 10000, redeemed: false, redeemedBy: null, note: 'Welcome home, little one', recipient_email: 'newpup@pawprint.test', redeemedOn: null, createdAt: at(now - 2 * DAY) },
    ],
    consultHistory: [
      { id: 'ch-demo-2', userId: 'u-demo', comment: 'Pepper: smaller portions, add the topper twice a week.', startTime: at(now - 48 * DAY), endTime: at(now - 48 * DAY + 1800), status: 'completed', accountManager: manager },
      { id: 'ch-demo-3', userId: 'u-demo', comment: null, startTime: at(now - 75 * DAY), endTime: at(now - 75 * DAY + 1800), status: 'missed', accountManager: manager },
    ],
    paymentMethods: [
      { id: 'pm-demo-amex', userId: 'u-demo', card: { brand: 'amex', exp_month: 4, exp_year: 2029, last4: '0005', name: 'Dana Miller' }, default: false, address_line1: '500 Congress Ave', address_city: 'Austin', address_state: 'TX', address_zip: '78701', address_country: 'US' },
      { id: 'pm-demo-other', userId: 'u-demo', card: { brand: 'elo', exp_month: 9, exp_year: 2027, last4: '3333', name: 'Dana Miller' }, default: false, address_line1: '500 Congress Ave', address_city: 'Austin', address_state: 'TX', address_zip: '78701', address_country: 'US' },
    ],
    affiliateNotifications: [
      { id: 'an-sarah-2', userId: 'u-affiliate', amount: 2500, type: 'commission', status: 'unseen', metadata: { order: 'ord-x2' } },
      { id: 'an-sarah-3', userId: 'u-affiliate', amount: null, type: 'milestone', status: 'seen', metadata: { level: 2 } },
    ],
    reviews: reviewText.map((body, k) => ({
      id: `rv-demo-${k + 3}`, userId: 'u-demo', productId: reviewProducts[k], body, rating: 5 - (k % 3), status: k === 5 ? 'pending' : 'published',
      verify: k !== 5, type: 'product', createdAt: at(now - (k + 2) * 9 * DAY), updatedAt: iso,
    })),
    dogs: [
      { id: 'dog-pepper', userId: 'u-demo', name: 'Pepper', slug: 'pepper', description: 'A terrier mix with a big voice.', breed: 'Terrier mix', age: 2, isLost: false, avatar: '/images/mini-box.svg', lastSeen: null, location: 'Austin, TX', microchip: null, tagImage: null, contact: '+15125550101' },
      { id: 'dog-luna', userId: 'u-demo', name: 'Luna', slug: 'luna', description: 'Shy husky, answers to her name and to cheese.', breed: 'Siberian Husky', age: 6, isLost: true, avatar: '/images/chew-only-box.svg', lastSeen: at(now - DAY), location: 'Zilker Park, Austin, TX', microchip: '985112009876543', tagImage: null, contact: '+15125550101' },
    ],
    cancellations: [{ id: 'cn-demo-luna', userId: 'u-demo', subscriptionId: 'sub-demo-luna', reason: 'Luna is on a vet diet for a while', resume: false, status: 'pending', createdAt: at(now - 2 * DAY) }],
  };
}

function promotions(now: number): PromotionRecord[] {
  const deal = (n: number, description: string, skuId: string, thumbnail: string): PromotionRecord => ({
    id: `promo-deal-${n}`, type: 'affiliate_deal', description, meta: { commission: 10 + n }, status: 'active', quota: 10 * n, max_quota: 500,
    link: `/deals?deal=${n}`, start_at: now - n * DAY, end_at: now + (30 + n) * DAY, thumbnail, skuId,
  });
  return [
    deal(1, '20% off the first Treat and Chew Box', 'sku-treat-and-chew-box', '/images/treat-and-chew-box.svg'),
    deal(2, 'Free Super Chew with any box', 'sku-super-chew-medium', '/images/super-chew.svg'),
    deal(3, 'Mini Box for $9 the first month', 'sku-mini-box', '/images/mini-box.svg'),
    deal(4, 'Double coins on Meatballs', 'sku-meatballs', '/images/meatballs.svg'),
    deal(5, 'Food Topper trial bag', 'sku-food-topper', '/images/food-topper.svg'),
    deal(6, 'Gift card bonus: $10 on $50', 'sku-gift-card-50', '/images/gift-card.svg'),
    deal(7, 'Chew Only Box: first box half price', 'sku-chew-only-box', '/images/chew-only-box.svg'),
  ];
}

/** Adds the account areas' data to a freshly seeded state (before it is copied). */
export function seedAccountAreas(state: ShopState, now: number, iso: string): void {
  state.subscriptions.push(...subscriptions(now, iso));
  state.orders.push(...orders(now));
  state.promotions.push(...promotions(now));
  for (const [collection, list] of Object.entries(records(now, iso))) (state.records[collection] ??= []).push(...list);
  const demo = state.users.find((u) => u.id === 'u-demo');
  if (demo) {
    demo.perks = [
      { status: true, type: 'free_shipping', data: null },
      { status: true, type: 'consultation', data: '1 per month' },
      { status: true, type: 'shop_access', data: 'secretshop' },
      { status: true, type: 'membership', data: null },
    ];
  }
}
