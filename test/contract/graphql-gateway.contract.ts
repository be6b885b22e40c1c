// The GraphQL gateway's contract: what the repositories over it (the account areas', the shop's feedback screens')
// rely on when they send their own operation text. It has no fake: no test needs one, the repositories' tests reach
// the mock through the real gateway; the suite runs against the shop's urql gateway over each way to reach the API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DashboardProfileQuery, UpdateProfileMutation } from '../../src/adapters/graphql/documents/dashboard-documents';
import { ProductReviewSummaryQuery, RetailerRequestMutation } from '../../src/adapters/graphql/documents/shop-feedback-documents';
import type { GraphqlGateway } from '../../src/ports/graphql-gateway';
import { APPLICATION, REVIEWED_PRODUCT } from './shop-feedback.contract';

export interface GatewayPorts {
  gateway: GraphqlGateway;
  /** Signs the demo customer in, on the same session as the gateway. */
  signInDemo(): Promise<void>;
  dispose(): Promise<void>;
}

const TaxQuery = 'query GatewayTax($id: ID!) { getTaxForUpdate(address_id: $id) { tax } }';

export function graphqlGatewayContract(name: string, make: () => Promise<GatewayPorts>): void {
  describe(`GraphqlGateway contract: ${name}`, () => {
    let ports: GatewayPorts;
    beforeEach(async () => { ports = await make(); });
    afterEach(async () => { await ports.dispose(); });

    it('answers a query\'s data, for the variables it is given', async () => {
      const reviewed = await ports.gateway.query<{ averageRating: number; reviewsCount: number }>(ProductReviewSummaryQuery, { product: REVIEWED_PRODUCT });
      expect(reviewed.reviewsCount).toBeGreaterThan(0);
      expect(reviewed.averageRating).toBeGreaterThan(0);
      expect(await ports.gateway.query(ProductReviewSummaryQuery, { product: 'no-such-product' })).toEqual({ averageRating: 0, reviewsCount: 0 });
    });

    it('asks the network every time: a query answers what a mutation changed, here or in another browser', async () => {
      type Profile = { me: { first_name: string } | null };
      await ports.signInDemo();
      expect((await ports.gateway.query<Profile>(DashboardProfileQuery)).me).not.toBeNull();
      const renamed = `Dana ${Date.now().toString(36)}`;
      const changed = await ports.gateway.mutate<{ updateUserInfo: { first_name: string } }>(UpdateProfileMutation, { first_name: renamed });
      expect(changed.updateUserInfo.first_name).toBe(renamed);
      expect((await ports.gateway.query<Profile>(DashboardProfileQuery)).me?.first_name).toBe(renamed);
      // The same customer renames themselves from another browser: this one's next query is not an answer it kept.
      const elsewhere = await make();
      try {
        await elsewhere.signInDemo();
        await elsewhere.gateway.mutate(UpdateProfileMutation, { first_name: `${renamed} B` });
      } finally {
        await elsewhere.dispose();
      }
      expect((await ports.gateway.query<Profile>(DashboardProfileQuery)).me?.first_name).toBe(`${renamed} B`);
    });

    it('a mutation answers what the server did', async () => {
      const { createRetailerReq } = await ports.gateway.mutate<{ createRetailerReq: { id: string; status: string; business_name: string } }>(RetailerRequestMutation, { input: APPLICATION });
      expect(createRetailerReq).toMatchObject({ id: expect.any(String), status: 'pending', business_name: APPLICATION.business_name });
    });

    it('rejects with the server\'s own message when the server refuses a query or a mutation', async () => {
      await expect(ports.gateway.query(TaxQuery, { id: 'no-such-address' })).rejects.toThrow('Address not found');
      await expect(ports.gateway.mutate(RetailerRequestMutation, { input: { ...APPLICATION, email: 'ana@' } })).rejects.toThrow('Email is not valid');
    });
  });
}
