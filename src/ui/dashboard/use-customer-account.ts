import { CustomerAccountRepository } from '../../ports/customer-account-repository';
import { useService } from '../app/services-context';

/** The dashboard's repository (bound when the dashboard's chunk loads). */
export const useCustomerAccount = () => useService(CustomerAccountRepository);
