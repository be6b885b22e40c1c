import { describe, expect, it } from 'vitest';
import type { ApiErrorReporter } from '../../src/ports/api-errors';
import type { Toast } from '../../src/ports/notifications';

/** A reporter under test, and the toasts on screen it reports to. */
export interface ApiErrorReporterSubject {
  reporter: ApiErrorReporter;
  toasts(): Toast[];
}

/**
 * What the API client relies on when it hands a failed call over (000 §8, 001 §8): a server error is shown with the
 * server's own words, a network error is not shown (only logged), and reporting never throws into the client.
 */
export function apiErrorReporterContract(name: string, make: () => ApiErrorReporterSubject): void {
  describe(`ApiErrorReporter contract: ${name}`, () => {
    it('shows a server error as an error toast carrying the server\'s message', () => {
      const { reporter, toasts } = make();
      reporter.serverError('Cart not found!', 'cart');
      expect(toasts().map(({ kind, message }) => ({ kind, message }))).toEqual([{ kind: 'error', message: 'Cart not found!' }]);
    });

    it('shows the same words once, however many calls failed with them', () => {
      const { reporter, toasts } = make();
      reporter.serverError('Out of stock', 'addCartItem');
      reporter.serverError('Out of stock', 'addCartItem');
      reporter.serverError('Coupon expired', 'setPromotionToCart');
      expect(toasts().map((t) => t.message)).toEqual(['Out of stock', 'Coupon expired']);
    });

    it('shows nothing for a network error, whatever was thrown, and never throws', () => {
      const { reporter, toasts } = make();
      for (const error of [new TypeError('Failed to fetch'), 'socket closed', undefined, null, { code: 'ECONNRESET' }]) {
        expect(() => reporter.networkError(error, 'cart', { id: 'c-1' })).not.toThrow();
      }
      expect(toasts()).toEqual([]);
    });
  });
}
