import { ContainerModule } from 'inversify';
import { AffiliateRepository } from '../../ports/affiliate-repository';
import { CustomerAccountRepository } from '../../ports/customer-account-repository';
import { UrqlAffiliateRepository } from '../urql/urql-affiliate-repository';
import { UrqlCustomerAccountRepository } from '../urql/urql-customer-account-repository';

/** The account areas (customer dashboard, affiliate area): loaded with their pages, never with the home page. */
export const accountBindings = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(CustomerAccountRepository)) bind<CustomerAccountRepository>(CustomerAccountRepository).to(UrqlCustomerAccountRepository);
  if (!isBound(AffiliateRepository)) bind<AffiliateRepository>(AffiliateRepository).to(UrqlAffiliateRepository);
});
