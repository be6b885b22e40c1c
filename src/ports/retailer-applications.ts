/** A business applies to buy wholesale (000 §7 createRetailerReq(input)). */
import type { RetailerRequestInput } from '../domain/shop';
import { serviceToken } from './service-token';

export interface RetailerApplications {
  /** Sends the application; resolves with the request as the server keeps it, rejects with the server's message. */
  apply(input: RetailerRequestInput): Promise<{ id: string; status: string; business_name: string }>;
}

export const RetailerApplications = serviceToken<RetailerApplications>('RetailerApplications');
