import type { Container } from 'inversify';
import { accountBindings } from '../../adapters/bindings/account-bindings';
import { CustomerAccountRepository } from '../../ports/customer-account-repository';

/**
 * The account areas' bindings (customer dashboard, affiliate area) in a chunk of their own, downloaded the first
 * time one of those pages opens (the home page never does) and loaded into the one container.
 */
export function loadAccountServices(container: Container): void {
  if (!container.isBound(CustomerAccountRepository)) container.load(accountBindings);
}
