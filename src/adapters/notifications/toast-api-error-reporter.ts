import type { ApiErrorReporter } from '../../ports/api-errors';
import { Notifications } from '../../ports/notifications';

/** 000 §8: server errors are toasts carrying the server message; 001 §8: network errors are only logged. */
export class ToastApiErrorReporter implements ApiErrorReporter {
  /** Where failures are logged; replaceable in tests. */
  logger: Pick<Console, 'error'> = console;

  constructor(private readonly notifications: Notifications) {}

  serverError(message: string, operationName: string): void {
    this.logger.error(`[api] ${operationName} failed: ${message}`);
    this.notifications.error(message);
  }

  networkError(error: unknown, operationName: string, variables: unknown): void {
    this.logger.error(`[api] network error in ${operationName}`, { variables, error });
  }
}
