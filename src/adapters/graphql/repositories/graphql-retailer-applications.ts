import type { RetailerRequestInput } from '../../../domain/shop';
import type { GraphqlGateway } from '../../../ports/graphql-gateway';
import type { RetailerApplications } from '../../../ports/retailer-applications';
import { RetailerRequestMutation } from '../documents/shop-feedback-documents';

/** The retailer application over the shop's GraphQL gateway. */
export class GraphqlRetailerApplications implements RetailerApplications {
  constructor(private readonly api: GraphqlGateway) {}

  async apply(input: RetailerRequestInput) {
    return (await this.api.mutate<{ createRetailerReq: { id: string; status: string; business_name: string } }>(RetailerRequestMutation, { input })).createRetailerReq;
  }
}
