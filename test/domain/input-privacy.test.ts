import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordedInputValue } from '../../src/domain/recording/input-privacy';

const TYPED = ['text', 'email', 'tel', 'search', 'number', 'date', 'textarea', 'select', 'url', 'color'];

describe('recordedInputValue', () => {
  it('keeps a slider\'s position in clear by default, and masks it in an obscured node or private mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }).map(String), fc.boolean(), (value, unmasked) => {
        expect(recordedInputValue(value, { type: 'range', unmasked, obscured: false })).toEqual({ value, mask: 0 });
        expect(recordedInputValue(value, { type: 'RANGE', unmasked, obscured: true })).toEqual({ value: '', mask: value.length });
      }),
    );
  });

  it('sends every typed or chosen value as its length only unless the owner unmasked the field', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(...TYPED), (value, type) => {
        expect(recordedInputValue(value, { type, unmasked: false, obscured: false })).toEqual({ value: '', mask: value.length });
      }),
    );
  });
});
