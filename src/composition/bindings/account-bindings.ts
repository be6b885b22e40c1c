import { ContainerModule } from 'inversify';
import { GraphqlAffiliateRepository } from '../../adapters/graphql/repositories/graphql-affiliate-repository';
import { GraphqlCustomerAccountRepository } from '../../adapters/graphql/repositories/graphql-customer-account-repository';
import { GraphqlProductReviews } from '../../adapters/graphql/repositories/graphql-product-reviews';
import { GraphqlRetailerApplications } from '../../adapters/graphql/repositories/graphql-retailer-applications';
import { GraphqlSurveys } from '../../adapters/graphql/repositories/graphql-surveys';
import { AffiliateRepository } from '../../ports/affiliate-repository';
import { CustomerAccountRepository } from '../../ports/customer-account-repository';
import { GraphqlGateway } from '../../ports/graphql-gateway';
import { ProductReviews } from '../../ports/product-reviews';
import { RetailerApplications } from '../../ports/retailer-applications';
import { Surveys } from '../../ports/surveys';

/**
 * The account areas' repositories (customer dashboard, affiliate area) and the shop's feedback screens' (product
 * reviews, surveys, the retailer application), over the shop's GraphQL gateway: none is needed for a first view.
 */
export const accountBindings = new ContainerModule(({ bind }) => {
  bind<CustomerAccountRepository>(CustomerAccountRepository)
    .toResolvedValue((gateway: GraphqlGateway) => new GraphqlCustomerAccountRepository(gateway), [GraphqlGateway])
    .inSingletonScope();
  bind<AffiliateRepository>(AffiliateRepository)
    .toResolvedValue((gateway: GraphqlGateway) => new GraphqlAffiliateRepository(gateway), [GraphqlGateway])
    .inSingletonScope();
  bind<ProductReviews>(ProductReviews)
    .toResolvedValue((gateway: GraphqlGateway) => new GraphqlProductReviews(gateway), [GraphqlGateway])
    .inSingletonScope();
  bind<Surveys>(Surveys)
    .toResolvedValue((gateway: GraphqlGateway) => new GraphqlSurveys(gateway), [GraphqlGateway])
    .inSingletonScope();
  bind<RetailerApplications>(RetailerApplications)
    .toResolvedValue((gateway: GraphqlGateway) => new GraphqlRetailerApplications(gateway), [GraphqlGateway])
    .inSingletonScope();
});
