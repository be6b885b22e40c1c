// The in-memory fakes holding the shop the mock serves: its catalogue, content pages, referral codes, demo
// accounts and their saved addresses are read once through the client adapters (so the fakes hold exactly what
// a browser sees), then every "browser" of the fakes' contract run gets its own session on one shared fake server.
import { createInBrowserFetch, createInBrowserBackend, resetInBrowserSession, subscribeInBrowser } from '../../src/adapters/in-browser/in-browser-api';
import { pages as seededPages, RETAIL_STORE_ID } from '../../src/server/mock-api/seed-catalog';
import { users as seededUsers } from '../../src/server/mock-api/seed-accounts';
import { CONTENT_PAGES } from '../../src/server/mock-api/seed-content-pages';
import type { Address, DynamicData, Product, Promotion, SkuGroup, User } from '../../src/domain/shop/entities';
import type { ShopSettings, SinglePage } from '../../src/ports/catalog-repository';
import type { RetailStore } from '../../src/ports/retail-store-repository';
import { FakeEmailVerification } from '../fakes/fake-email-verification';
import { FakeNewsletter } from '../fakes/fake-newsletter';
import { FakeRetailStoreRepository } from '../fakes/fake-retail-store-repository';
import { FakeCartRepository } from '../fakes/fake-cart-repository';
import { FakeCatalogRepository } from '../fakes/fake-catalog-repository';
import { FakeCheckoutRepository } from '../fakes/fake-checkout-repository';
import { buildFakePorts } from '../support/fake-ports';
import { DEMO_PASSWORD } from '../support/fixtures';
import { adapterPorts } from './adapter-ports';
import type { ContractPorts } from './ports';
import { sentCodes } from '../support/sent-codes';

const CATEGORIES = ['boxes', 'goods', 'membership', 'gift', 'retail', 'secretshop'];

export interface ShopSeed {
  settings: ShopSettings;
  products: Product[];
  groups: SkuGroup[];
  promotions: Promotion[];
  pages: SinglePage[];
  referrals: Map<string, DynamicData>;
  accounts: User[];
  addresses: Address[];
  stores: RetailStore[];
}

/** Reads the seeded shop from a fresh in-page mock, through the same adapters the shop uses. */
export async function readShopSeed(): Promise<ShopSeed> {
  const sent = sentCodes();
  const backend = createInBrowserBackend({ log: sent.log });
  const visit = () => {
    resetInBrowserSession();
    return adapterPorts({
      url: 'http://localhost/graphql',
      fetch: createInBrowserFetch(backend),
      subscriptions: { forwardSubscription: (request, sink) => subscribeInBrowser(backend, request, sink as never) },
      otps: sent.otps,
    });
  };
  const browser = visit();
  try {
    const { catalog } = browser;
    const products: Product[] = [];
    for (const id of CATEGORIES) {
      const category = { id, name: id };
      for (let skip = 0; ; ) {
        const page = await catalog.productsByCategory(id, skip);
        products.push(...page.products.map((p) => ({ ...p, productCategory: p.productCategory ?? category })));
        skip += page.products.length;
        if (!page.hasMore || page.products.length === 0) break;
      }
    }
    const groupIds = [...new Set(products.flatMap((p) => p.skus.map((s) => s.skuGroupId)).filter((id): id is string => !!id))];
    const groups = (await Promise.all(groupIds.map((id) => catalog.skuGroup(id)))).filter((g): g is SkuGroup => g !== null);
    const pageUrls = [...seededPages.map((p) => p.url), ...CONTENT_PAGES.map((p) => p.url)];
    const pages = (await Promise.all(pageUrls.map((url) => catalog.singlePage(url)))).filter((p): p is SinglePage => p !== null);
    const referrals = new Map<string, DynamicData>();
    for (const username of seededUsers.map((u) => u.username).filter((u): u is string => !!u)) {
      const data = await catalog.dynamicData(username);
      if (data) referrals.set(username, data);
    }
    const accounts: User[] = [];
    const addresses: Address[] = [];
    for (const { email } of seededUsers) {
      const signedIn = visit();
      try {
        accounts.push((await signedIn.account.login(email, DEMO_PASSWORD)).user);
        addresses.push(...(await signedIn.checkout.addresses()));
      } finally {
        await signedIn.dispose();
      }
    }
    return {
      settings: await catalog.settings(),
      products,
      groups,
      promotions: await catalog.promotions(['free_treat', 'free_membership']),
      pages,
      referrals,
      accounts,
      addresses,
      stores: [await browser.retailStore.store(RETAIL_STORE_ID)].filter((s): s is RetailStore => s !== null),
    };
  } finally {
    await browser.dispose();
    resetInBrowserSession();
  }
}

/** One fake server (catalogue, carts, checkout) for a run; each call of the factory is a new browser on it. */
export function fakeShop(seed: ShopSeed, options: { servesCartChanged?: boolean } = {}): () => ContractPorts {
  const catalog = new FakeCatalogRepository(seed.products, seed.settings, seed.groups, seed.promotions);
  catalog.pages = seed.pages;
  catalog.referrals = seed.referrals;
  const cartRepository = new FakeCartRepository({
    skus: catalog.skus(),
    firstMonthFreeSkuId: seed.settings.firstMonthFreeSkuId,
    servesCartChanged: options.servesCartChanged,
  });
  const checkoutRepository = new FakeCheckoutRepository((key) => cartRepository.serverCart(key.id), seed.addresses, {
    firstMonthFreeSkuId: seed.settings.firstMonthFreeSkuId,
  });
  // The lists and stores are the server's: one for every browser of the run.
  const newsletter = new FakeNewsletter();
  const retailStore = new FakeRetailStoreRepository(seed.stores);
  return () => {
    const ports = buildFakePorts({ catalog, cartRepository, checkoutRepository });
    for (const user of seed.accounts) ports.accountRepository.withAccount(user, DEMO_PASSWORD);
    return {
      catalog,
      cart: cartRepository,
      checkout: checkoutRepository,
      account: ports.accountRepository,
      session: ports.session,
      pageLinks: ports.pageLinks,
      payments: ports.payments,
      supportChat: ports.supportChat,
      newsletter,
      emailVerification: new FakeEmailVerification(),
      retailStore,
      servesExtensions: options.servesCartChanged,
      lastOtp: (to) => ports.accountRepository.lastCode(to),
      dispose: async () => {},
    };
  };
}
