import { accountBindings } from '../../adapters/bindings/account-bindings';
import { AffiliateRepository } from '../../ports/affiliate-repository';
import { CustomerAccountRepository } from '../../ports/customer-account-repository';
import type { ServiceLocator } from './services-context';

/**
 * The account areas' bindings, part of their own lazily loaded chunk (the home page never downloads them):
 * loaded into the one container the first time a dashboard or affiliate page renders. Tests hand the
 * repositories in directly, so a locator without `load` is left alone.
 */
export function ensureAccountServices(services: ServiceLocator): void {
  if (services.has?.(CustomerAccountRepository) && services.has?.(AffiliateRepository)) return;
  services.load?.(accountBindings);
}
