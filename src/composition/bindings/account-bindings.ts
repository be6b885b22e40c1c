import { ContainerModule } from 'inversify';
import { GraphqlAffiliateRepository } from '../../adapters/graphql/graphql-affiliate-repository';
import { GraphqlCustomerAccountRepository } from '../../adapters/graphql/graphql-customer-account-repository';
import { AffiliateRepository } from '../../ports/affiliate-repository';
import { CustomerAccountRepository } from '../../ports/customer-account-repository';
import { GraphqlGateway } from '../../ports/graphql-gateway';

/** The account areas' repositories (customer dashboard, affiliate area), over the shop's GraphQL gateway. */
export const accountBindings = new ContainerModule(({ bind }) => {
  bind<CustomerAccountRepository>(CustomerAccountRepository)
    .toResolvedValue((gateway: GraphqlGateway) => new GraphqlCustomerAccountRepository(gateway), [GraphqlGateway])
    .inSingletonScope();
  bind<AffiliateRepository>(AffiliateRepository)
    .toResolvedValue((gateway: GraphqlGateway) => new GraphqlAffiliateRepository(gateway), [GraphqlGateway])
    .inSingletonScope();
});
