import type { GraphqlCalls } from '../client/graphql-calls';
import type { SupportChat } from '../../../ports/support-chat';
import { CreateLeadMutation } from '../documents/cart';
import { mutate } from '../client/operation';

/** A chat message is a lead (000 §7 createLead(email, from, meta)) from 'chat', the message in its meta. */
export class UrqlSupportChat implements SupportChat {
  constructor(private readonly client: GraphqlCalls) {}

  async send(message: { email: string; text: string; page: string }): Promise<void> {
    await mutate(this.client, CreateLeadMutation, { email: message.email, from: 'chat', meta: { message: message.text, page: message.page } });
  }
}
