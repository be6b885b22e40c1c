import type { EmailVerification } from '../../src/ports/email-verification';

/** E-mail verification as a server holds it: one good token, the latest status, the resend. */
export class FakeEmailVerification implements EmailVerification {
  readonly calls: string[] = [];
  resendError: Error | null = null;
  constructor(public status: string | null = 'pending', private readonly goodToken = 'good-token') {}

  async latestStatus() {
    this.calls.push('latestStatus');
    return this.status;
  }
  async resend() {
    this.calls.push('resend');
    if (this.resendError) throw this.resendError;
    this.status = 'pending';
  }
  async verify(token: string) {
    this.calls.push(`verify:${token}`);
    if (token !== this.goodToken || this.status !== 'pending') throw new Error('[GraphQL] Verification link is invalid or expired');
    this.status = 'verified';
  }
}
