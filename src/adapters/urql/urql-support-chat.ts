import type { Client } from '@urql/core';
import { inject, injectable } from 'inversify';
import type { SupportChat } from '../../ports/support-chat';
import { UrqlClient } from './api-client';
import { CreateLeadMutation } from './documents/cart';
import { mutate } from './operation';

/** A chat message is a lead (000 §7 createLead(email, from, meta)) from 'chat', the message in its meta. */
@injectable()
export class UrqlSupportChat implements SupportChat {
  constructor(@inject(UrqlClient) private readonly client: Client) {}

  async send(message: { email: string; text: string; page: string }): Promise<void> {
    await mutate(this.client, CreateLeadMutation, { email: message.email, from: 'chat', meta: { message: message.text, page: message.page } });
  }
}
