import { EMAIL_NOT_VALID_MESSAGE, isValidEmail, normalizeEmail } from '../../src/domain';
import type { Newsletter } from '../../src/ports/newsletter';

/** The newsletter list as a server keeps it: a real address once; `failWith` makes the next sign-ups fail with that message. */
export class FakeNewsletter implements Newsletter {
  readonly sent: string[] = [];
  failWith: string | null = null;

  async subscribe(email: string): Promise<void> {
    if (this.failWith) throw new Error(`[GraphQL] ${this.failWith}`);
    const address = normalizeEmail(email);
    if (!isValidEmail(address)) throw new Error(`[GraphQL] ${EMAIL_NOT_VALID_MESSAGE}`);
    if (!this.sent.includes(address)) this.sent.push(address);
  }
}
