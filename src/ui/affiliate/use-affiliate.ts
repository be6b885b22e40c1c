import { AffiliateRepository } from '../../ports/affiliate-repository';
import { useService } from '../app/services-context';

/** The affiliate area's repository (bound when the area's chunk loads). */
export const useAffiliate = () => useService(AffiliateRepository);
