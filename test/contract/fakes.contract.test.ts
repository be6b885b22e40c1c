// The contract suites against the in-memory fakes the application and component tests run on: a fake that
// answers differently from the mock server would let those tests pass on behaviour no server has.
import { describe, expect, it, vi } from 'vitest';
import { FakeCartRepository } from '../fakes/fake-cart-repository';
import { FakeCatalogRepository } from '../fakes/fake-catalog-repository';
import { FakeCheckoutRepository } from '../fakes/fake-checkout-repository';
import { allContracts } from './all-contracts';
import { fakeShop, readShopSeed, type ShopSeed } from './fake-shop';
import type { ContractPorts } from './ports';

let seed: Promise<ShopSeed> | undefined;
const shopSeed = () => (seed ??= readShopSeed());

describe('contract: in-memory fakes', () => {
  let shop: (() => ContractPorts) | undefined;

  it('runs on the fakes themselves: the ports are the fakes, and no request leaves the process', async () => {
    shop ??= fakeShop(await shopSeed());
    const network = vi.spyOn(globalThis, 'fetch');
    try {
      const ports = shop();
      expect(ports.catalog).toBeInstanceOf(FakeCatalogRepository);
      expect(ports.cart).toBeInstanceOf(FakeCartRepository);
      expect(ports.checkout).toBeInstanceOf(FakeCheckoutRepository);
      expect((await ports.catalog.settings()).id).toEqual(expect.any(String));
      expect(network).not.toHaveBeenCalled();
      await ports.dispose();
    } finally {
      network.mockRestore();
    }
    // Reading the seed from the mock is the slow part on a shared machine; nothing here measures time.
  }, 30_000);

  allContracts(async () => {
    shop ??= fakeShop(await shopSeed());
    return shop();
  });
});

// The cart tests that re-sync with no help from the server run on this fake: it must be as silent as such a server.
describe('contract: in-memory fakes of a server without cartChanged', () => {
  let shop: (() => ContractPorts) | undefined;
  allContracts(async () => {
    shop ??= fakeShop(await shopSeed(), { servesCartChanged: false });
    return shop();
  });
});
