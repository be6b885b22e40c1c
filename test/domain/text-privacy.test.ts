import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskCardNumbersIn, maskText, passesLuhn } from '../../src/domain/recording/text-privacy';

const PRIVACY = { obscured: false, maskEmails: true, zeroDigits: false, maskCardNumbers: true };

/** Digits with the check digit that makes them pass Luhn: the shape of every real card number. */
const cardNumber = fc.integer({ min: 13, max: 19 }).chain((length) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }).map((digits) => {
    const body = digits.join('');
    const check = [...'0123456789'].find((d) => passesLuhn(body + d))!;
    return body + check;
  }),
);
const grouped = (digits: string, separator: string) => digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
const words = fc.string({ maxLength: 12 }).map((s) => s.replace(/[\d -]/g, 'x'));

describe('Text masking: card numbers, not every long number', () => {
  it('property: a card number anywhere in text, grouped or not, leaves none of its digits', () => {
    fc.assert(
      fc.property(cardNumber, fc.constantFrom('', ' ', '-'), words, words, (card, separator, before, after) => {
        const text = `${before}${before ? ' ' : ''}${grouped(card, separator)}${after ? ' ' : ''}${after}`;
        const masked = maskText(text, PRIVACY);
        expect(masked.replace(/[^\d]/g, '')).toBe((before + after).replace(/[^\d]/g, ''));
        expect(masked.length).toBe(text.length);
      }),
    );
  });

  it('property: a card followed by a small number (a quantity) is masked and the number kept', () => {
    fc.assert(
      fc.property(cardNumber, fc.integer({ min: 1, max: 99 }), (card, quantity) => {
        const masked = maskCardNumbersIn(`${grouped(card, ' ')} ${quantity}`);
        expect(masked.startsWith(grouped(card, ' ').replace(/\d/g, '*'))).toBe(true);
      }),
    );
  });

  it('keeps order numbers, quantities, prices and runs that fail the card checksum', () => {
    for (const text of ['Order or0000000000000000001009 is on its way', '1', 'Qty 1', '$1,234.56', 'Order 1000000000000000001', '4242 4242 4242 4241']) {
      expect(maskText(text, PRIVACY)).toBe(text);
    }
    expect(maskText('Card 4242 4242 4242 4242 saved', PRIVACY)).toBe('Card **** **** **** **** saved');
    expect(maskText('4000000000000002', PRIVACY)).toBe('****************');
  });

  it('property: digits longer than any card (an id, a long order number) are never masked', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{20,40}$/), fc.constantFrom('', 'or', '#'), (digits, prefix) => {
        expect(maskCardNumbersIn(prefix + digits)).toBe(prefix + digits);
      }),
    );
  });
});
