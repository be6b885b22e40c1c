import { EMAIL_NOT_VALID_MESSAGE, isValidEmail } from '../../src/domain';
import type { SupportChat } from '../../src/ports/support-chat';

/** Keeps the messages sent, refusing a reply address that is none as the server does; `failNextWith` makes the next send fail. */
export class FakeSupportChat implements SupportChat {
  readonly sent: { email: string; text: string; page: string }[] = [];
  failNextWith: string | null = null;

  async send(message: { email: string; text: string; page: string }): Promise<void> {
    const failure = this.failNextWith;
    this.failNextWith = null;
    if (failure) throw new Error(failure);
    if (!isValidEmail(message.email)) throw new Error(`[GraphQL] ${EMAIL_NOT_VALID_MESSAGE}`);
    this.sent.push(message);
  }
}
