import { describe, expect, it } from 'vitest';
import type { Navigation } from '../../../src/ports/navigation';

/** Where the use cases send the shopper (after checkout, after sign-in, back from a guard). */
export function navigationContract(name: string, subject: () => Navigation): void {
  describe(`Navigation contract: ${name}`, () => {
    it('is at the path it was sent to, its query kept apart', () => {
      const navigation = subject();
      navigation.go('/checkout?deal=spring');
      expect(navigation.location()).toEqual({ pathname: '/checkout', search: '?deal=spring' });
      navigation.go('/order-confirmation', { replace: true });
      expect(navigation.location()).toEqual({ pathname: '/order-confirmation', search: '' });
    });
  });
}
