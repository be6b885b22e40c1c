import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopperMessage, SHOPPER_MESSAGES } from '../../src/domain/shop/shopper-message';
import { CART_EMPTY_MESSAGE, CART_NOT_FOUND, GUEST_CONTACT_TOAST, MAXIMUM_QUANTITY_MESSAGE } from '../../src/domain/messages';

describe('shopperMessage: technical failures in a shopper\'s words', () => {
  it.each([
    ['Mock fault: internal server error', SHOPPER_MESSAGES.serverFault],
    ['Mock fault: HTTP 500', SHOPPER_MESSAGES.serverFault],
    ['Internal server error', SHOPPER_MESSAGES.serverFault],
    ['Response not successful: Received status code 500', SHOPPER_MESSAGES.serverFault],
    ['Response not successful: Received status code 503', SHOPPER_MESSAGES.serverFault],
    ['Response not successful: Received status code 429', SHOPPER_MESSAGES.tooManyRequests],
    ['Response not successful: Received status code 403', SHOPPER_MESSAGES.refused],
    ['Malformed response from the API: the body is not JSON', SHOPPER_MESSAGES.serverFault],
    ['Invalid response from the API: it has neither data nor errors', SHOPPER_MESSAGES.serverFault],
    ['Too many aliases: the limit is 30 per request', SHOPPER_MESSAGES.serverFault],
    ['Failed to fetch', SHOPPER_MESSAGES.unreachable],
  ])('%s', (technical, shown) => {
    expect(shopperMessage(technical)).toBe(shown);
  });

  it('leaves the texts of the specs and the server as they are', () => {
    for (const text of [CART_NOT_FOUND, CART_EMPTY_MESSAGE, MAXIMUM_QUANTITY_MESSAGE, GUEST_CONTACT_TOAST, 'Your card was declined.', 'Invalid email or password', 'Sold Out']) {
      expect(shopperMessage(text)).toBe(text);
    }
  });

  it('always answers a text, and the same one for a text already meant for shoppers', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const shown = shopperMessage(text);
      expect(typeof shown).toBe('string');
      expect(shopperMessage(shown)).toBe(shown);
    }));
  });
});
