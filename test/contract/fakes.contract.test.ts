// The contract suites against the in-memory fakes the application and component tests run on: a fake that
// answers differently from the mock server would let those tests pass on behaviour no server has.
import { describe } from 'vitest';
import { allContracts } from './all-contracts';
import { fakeShop, readShopSeed } from './fake-shop';
import type { ContractPorts } from './ports';

describe('contract: in-memory fakes', () => {
  let shop: Promise<() => ContractPorts> | undefined;
  allContracts(async () => {
    shop ??= readShopSeed().then(fakeShop);
    return (await shop)();
  });
});
