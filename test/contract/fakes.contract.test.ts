// The contract suites against the in-memory fakes the application and component tests run on: a fake that
// answers differently from the mock server would let those tests pass on behaviour no server has.
import { describe } from 'vitest';
import { allContracts } from './all-contracts';
import { fakeShop, readShopSeed, type ShopSeed } from './fake-shop';
import type { ContractPorts } from './ports';

let seed: Promise<ShopSeed> | undefined;
const shopSeed = () => (seed ??= readShopSeed());

describe('contract: in-memory fakes', () => {
  let shop: (() => ContractPorts) | undefined;
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
