import type { SupportChat } from '../../src/ports/support-chat';

/** Keeps the messages sent; `failNextWith` makes the next send fail with that message. */
export class FakeSupportChat implements SupportChat {
  readonly sent: { email: string; text: string; page: string }[] = [];
  failNextWith: string | null = null;

  async send(message: { email: string; text: string; page: string }): Promise<void> {
    const failure = this.failNextWith;
    this.failNextWith = null;
    if (failure) throw new Error(failure);
    this.sent.push(message);
  }
}
