// The shoppers, browsers, cards and addresses the tests share, and (from fixtures-catalog.ts and
// fixtures-accounts.ts) the seeded catalogue of the fakes (a dog box, goods, a membership, a gift card,
// a retail good) and the test users: a test names its fixtures from this one place.
import type { BrowserInfo } from '../../src/application/cart/browser-info';
import type { UserAgentInfo } from '../../src/ports/cart-repository';

export {
  BOX_GROUP, BULK_FOOD, CHEW_TOY, GIFT_CARD, LEASH, MEMBERSHIP, MINI_BOX, SEED_PRODUCTS, SEED_SETTINGS, SEED_SKUS, TREAT_PACK, productOf,
} from './fixtures-catalog';
export { CUSTOMER_ROLE, RETAILER_ROLE, aUser } from './fixtures-accounts';

/** The browser a test's shopper uses (what createCartGuest records, 000 §7 user_agent). */
export const TEST_USER_AGENT: UserAgentInfo = { userAgent: 'vitest', screenWidth: 1280, screenHeight: 800, language: 'en-US' };

export const TEST_BROWSER: BrowserInfo = {
  url: () => 'http://shop.test/box',
  userAgent: () => TEST_USER_AGENT,
  pageGoing: () => false,
};

/** The seeded accounts' password (demo@, affiliate@, retailer@, new@pawprint.test). */
export { DEMO_PASSWORD } from '../../src/server/mock-api/seed-accounts';

/** The one card the mock and the fakes accept. */
export const TEST_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123', name: 'Dana Miller' };

export const ADDRESS = {
  first_name: 'Dana', last_name: 'Miller', line1: '1 Bark Street', line2: null, city: 'Austin', state: 'TX',
  postal_code: '78701', country: 'US', default: true,
};

let counter = 0;
/** A guest e-mail no other test uses (servers are shared within a run). */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++counter}@guests.pawprint.test`;
