import type { ApiErrorReporter } from '../../src/ports/api-errors';

export class SpyReporter implements ApiErrorReporter {
  readonly server: { message: string; operationName: string }[] = [];
  readonly network: { error: unknown; operationName: string; variables: unknown }[] = [];
  serverError(message: string, operationName: string): void {
    this.server.push({ message, operationName });
  }
  networkError(error: unknown, operationName: string, variables: unknown): void {
    this.network.push({ error, operationName, variables });
  }
}
