import type { GraphqlCalls } from '../client/graphql-calls';
import { gql } from '../documents/gql';
import type { EmailVerification, EmailVerificationStatus } from '../../../ports/email-verification';
import { VerifyEmailMutation } from '../documents/account';
import { mutate, query } from '../client/operation';

// 001 §7: the latest verification's status is all the banner reads.
export const LatestEmailVerificationStatusQuery = gql<{ getLatestEmailVerification: { id: string; status: string } | null }, Record<string, never>>(`
  query GetLatestEmailVerification { getLatestEmailVerification { id status } }
`);

// 001 §7: the resend's result is not read, so it asks for the id only.
export const ResendEmailVerificationMutation = gql<{ createEmailVerification: { id: string } }, Record<string, never>>(`
  mutation CreateEmailVerification { createEmailVerification { id } }
`);

export class UrqlEmailVerification implements EmailVerification {
  constructor(private readonly client: GraphqlCalls) {}

  async latestStatus(): Promise<EmailVerificationStatus | null> {
    // 001 §4: fetched from the network only.
    const data = await query(this.client, LatestEmailVerificationStatusQuery, {}, { requestPolicy: 'network-only' });
    return data.getLatestEmailVerification?.status ?? null;
  }

  async resend(): Promise<void> {
    await mutate(this.client, ResendEmailVerificationMutation, {});
  }

  async verify(token: string): Promise<void> {
    // The page that asked says what went wrong; a toast would say it twice.
    await mutate(this.client, VerifyEmailMutation, { token }, { reportServerErrors: false });
  }
}
