import type { GraphqlCalls } from '../client/graphql-calls';
import type { Newsletter } from '../../../ports/newsletter';
import { AddToListMutation } from '../documents/account';
import { mutate } from '../client/operation';

/** The footer's sign-up is addToList with the list's name; the form says what went wrong, so no toast. */
export class UrqlNewsletter implements Newsletter {
  constructor(private readonly client: GraphqlCalls) {}

  async subscribe(email: string): Promise<void> {
    await mutate(this.client, AddToListMutation, { input: { email, list: 'newsletter' } }, { reportServerErrors: false });
  }
}
