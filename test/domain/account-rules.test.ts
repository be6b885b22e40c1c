import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoicePage } from '../../src/domain/account/account-entities';
import {
  appendInvoicePage, attributeValuesFromEntries, CARD_BRANDS, cardBrandIcon, nextInvoiceCursor, pauseDateError, subscriptionState,
} from '../../src/domain/account/account-rules';
import { checkW9File, W9_FILE_MESSAGES, W9_MAX_BYTES, w9ContentType } from '../../src/domain/account/w9-file';
import { toSkuAttributes } from '../../src/domain/shop/attribute-validation';
import type { SkuGroupAttribute } from '../../src/domain/shop/entities';

const invoice = (id: string): Invoice => ({ id, status: 'paid', total: 100 });
const pageOf = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 12 }).map((ids) => ids.map(invoice));

describe('appendInvoicePage (001 §3: further pages appended to one list)', () => {
  it('keeps every shown invoice in place, adds only new ones in their order, and takes the new hasMore', () => {
    fc.assert(
      fc.property(pageOf, pageOf, fc.boolean(), fc.boolean(), (a, b, moreA, moreB) => {
        const shown: InvoicePage = { invoices: a, hasMore: moreA };
        const joined = appendInvoicePage(shown, { invoices: b, hasMore: moreB });
        expect(joined.invoices.slice(0, a.length)).toEqual(a);
        const ids = joined.invoices.map((i) => i.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...a, ...b].map((i) => i.id)));
        expect(joined.hasMore).toBe(moreB);
      }),
    );
  });

  it('asks for the page after the last invoice shown', () => {
    expect(nextInvoiceCursor({ invoices: [invoice('a'), invoice('b')], hasMore: true })).toBe('b');
    expect(nextInvoiceCursor({ invoices: [], hasMore: false })).toBeNull();
  });
});

describe('cardBrandIcon (001 §3 brands and a fallback)', () => {
  it('knows the seven brands whatever their case', () => {
    for (const brand of CARD_BRANDS) expect(cardBrandIcon(brand.toUpperCase())).toBe(brand);
    expect(cardBrandIcon('American Express')).toBe('amex');
  });
  it('gives the fallback to anything else', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!(CARD_BRANDS as readonly string[]).includes(s.trim().toLowerCase()) && !['american express', 'diners club', 'union pay'].includes(s.trim().toLowerCase()));
        expect(cardBrandIcon(s)).toBe('fallback');
      }),
    );
    expect(cardBrandIcon(null)).toBe('fallback');
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(cardBrandIcon(name)).toBe('fallback');
  });
});

describe('subscriptionState (001 §4 paused and cancelled)', () => {
  it('reads cancelled over paused over cancellation requested over active', () => {
    expect(subscriptionState({ status: 'active', canceled_at: 5, pause_collection: { resumes_at: 1 } })).toBe('canceled');
    expect(subscriptionState({ status: 'active', pause_collection: { behavior: 'void', resumes_at: 1 }, cancel_at_period_end: true })).toBe('paused');
    expect(subscriptionState({ status: 'active', cancel_at_period_end: true })).toBe('cancelling');
    expect(subscriptionState({ status: 'active' })).toBe('active');
  });
});

describe('pauseDateError', () => {
  it('takes a day after today, within 90 days', () => {
    expect(pauseDateError('', '2026-06-01T10:00:00Z')).toBe('Please choose a resume date');
    expect(pauseDateError('2026-06-01', '2026-06-01T10:00:00Z')).toBe('Please choose a date after today');
    expect(pauseDateError('2026-06-02', '2026-06-01T10:00:00Z')).toBeNull();
    expect(pauseDateError('2026-08-30', '2026-06-01T10:00:00Z')).toBeNull();
    expect(pauseDateError('2026-08-31', '2026-06-01T10:00:00Z')).toBe('Please choose a date within 90 days');
  });
});

describe('attributeValuesFromEntries (a box refills the Dog Information form)', () => {
  const attrs: SkuGroupAttribute[] = [
    { id: 'name', required: true, type: 'text', data: { label: 'Dog Name' } },
    { id: 'size', required: true, type: 'selectbox', data: { label: 'Size', max: 1, options: [{ value: 'small', label: 'Small' }, { value: 'large', label: 'Large' }] } },
    { id: 'sensitive', required: false, type: 'checkbox', data: { label: 'Sensitive stomach' } },
  ];
  it('is the inverse of toSkuAttributes for what a form can hold', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s.length > 0),
        fc.subarray(['small', 'large'], { maxLength: 1 }),
        fc.boolean(),
        (name, size, sensitive) => {
          const values = { name, size, sensitive };
          const back = attributeValuesFromEntries(attrs, toSkuAttributes(attrs, values));
          expect(back).toEqual(size.length ? values : { name, sensitive });
        },
      ),
    );
  });
});

describe('checkW9File: a PDF, PNG or JPEG by its own first bytes, up to the size limit', () => {
  const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
  it('accepts any size from 1 byte to the limit when the bytes start as a PDF, and refuses past it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: W9_MAX_BYTES * 2 }), fc.uint8Array({ maxLength: 8 }), (size, tail) => {
      const result = checkW9File({ size, head: [...PDF, ...tail] });
      expect(result.ok).toBe(size <= W9_MAX_BYTES);
    }));
  });
  it('refuses bytes that start as none of the three, whatever their size', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }).filter((b) => w9ContentType(b) === null), fc.integer({ min: 1, max: W9_MAX_BYTES }), (head, size) => {
      expect(checkW9File({ size, head })).toEqual({ ok: false, message: W9_FILE_MESSAGES.kind });
    }));
  });
  it('tells PNG and JPEG apart, and asks for a file when there is none', () => {
    expect(w9ContentType([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])).toBe('image/png');
    expect(w9ContentType([0xff, 0xd8, 0xff, 0xe0])).toBe('image/jpeg');
    expect(checkW9File(null)).toEqual({ ok: false, message: W9_FILE_MESSAGES.missing });
    expect(checkW9File({ size: 0, head: [] })).toEqual({ ok: false, message: W9_FILE_MESSAGES.empty });
  });
});
