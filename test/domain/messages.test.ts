import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CART_TOASTS, typingRejectedMessage, VERIFICATION_TEXTS, INCORRECT_SERVER_RESPONSE } from '../../src/domain';

describe('Progress and success toasts during cart work (000 §8)', () => {
  it('all sixteen texts, word for word', () => {
    expect(Object.values(CART_TOASTS)).toEqual([
      'Adding item to cart...',
      'Item added successfully!',
      'Adding item to bundle...',
      'Item added to bundle successfully!',
      'Updating item quantity...',
      'Item quantity updated successfully!',
      'Remove item from cart...',
      'Item removed from cart successfully!',
      'Removing item from cart...',
      'Item added to cart successfully!',
      'Getting tax and shipping rates...',
      'Tax and shipping rates fetched successfully!',
      'Calculating wallet discount...',
      'Wallet discount calculated successfully!',
      'Creating guest cart...',
      'Guest cart created successfully!',
    ]);
  });

  it('e-mail verification and agent texts (001 §4, §8)', () => {
    expect(VERIFICATION_TEXTS).toEqual({
      pending: 'Please check your mailbox to verify your email address.',
      sending: 'Sending new email verification email...',
      sent: 'Success! Please check your inbox.',
    });
    expect(INCORRECT_SERVER_RESPONSE).toBe('Incorrect server response');
  });

  it('property: progress toasts end with "..." and success toasts with "!"', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(CART_TOASTS)), (t) => {
        expect(t.endsWith('...') || t.endsWith('!')).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (label) => {
        expect(typingRejectedMessage(label)).toBe(`${label} can only contain letters and numbers!`);
      }),
    );
  });
});
