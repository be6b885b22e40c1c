import { useMemo } from 'react';
import { GraphqlAffiliateRepository } from '../adapters/graphql/graphql-affiliate-repository';
import { GraphqlCustomerAccountRepository } from '../adapters/graphql/graphql-customer-account-repository';
import { AffiliateRepository } from '../ports/affiliate-repository';
import { CustomerAccountRepository } from '../ports/customer-account-repository';
import { GraphqlGateway } from '../ports/graphql-gateway';
import type { ServiceLocator } from '../ui/app/services-context';

const FACTORIES = new Map<symbol, (gateway: GraphqlGateway) => unknown>([
  [CustomerAccountRepository, (gateway) => new GraphqlCustomerAccountRepository(gateway)],
  [AffiliateRepository, (gateway) => new GraphqlAffiliateRepository(gateway)],
]);

/**
 * The account areas' part of the composition root, in their own lazily loaded chunk (the home page never
 * downloads it): their repositories over the shop's GraphQL gateway, in front of the site's services. A service
 * the locator already has (a test's fake) is used as it is; each repository is made once.
 */
export function withAccountServices(services: ServiceLocator): ServiceLocator {
  const made = new Map<symbol, unknown>();
  const has = (token: symbol) => {
    try {
      services.get(token);
      return true;
    } catch {
      return false;
    }
  };
  return {
    get<T>(token: symbol): T {
      const factory = FACTORIES.get(token);
      if (!factory || has(token)) return services.get<T>(token);
      if (!made.has(token)) made.set(token, factory(services.get<GraphqlGateway>(GraphqlGateway)));
      return made.get(token) as T;
    },
  };
}

export const useAccountServices = (services: ServiceLocator) => useMemo(() => withAccountServices(services), [services]);
