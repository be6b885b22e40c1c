import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attributePlaceholder,
  bundleName,
  chooseSelectboxOption,
  clientVisibleOptions,
  DEFAULT_PHONE_COUNTRY,
  filterTyping,
  isPhoneAttribute,
  PHONE_PLACEHOLDER,
  toSkuAttributes,
  validateAttributeForm,
  validateTextAttribute,
  type SkuGroupAttribute,
} from '../../src/domain';

const text = (data: Partial<SkuGroupAttribute['data']> = {}, required = true, id = 't'): SkuGroupAttribute => ({
  id,
  required,
  type: 'text',
  data: { label: 'Dog Name', ...data },
});

describe('Text attribute (000 §5)', () => {
  it('the four exact messages', () => {
    expect(validateTextAttribute(text(), '')).toBe('Please enter this field');
    expect(validateTextAttribute(text({ min: 2, max: 5 }), 'a')).toBe('Please enter between 2 and 5 characters');
    expect(validateTextAttribute(text({ min: 2, max: 5 }), 'abcdef')).toBe('Please enter between 2 and 5 characters');
    expect(validateTextAttribute(text({ max: 5 }), 'abcdef')).toBe('Please enter less than 5 characters');
    expect(validateTextAttribute(text({ min: 3 }), 'ab')).toBe('Please enter more than 3 characters');
    expect(validateTextAttribute(text({ min: 2, max: 5 }), 'Rex')).toBeNull();
    expect(validateTextAttribute(text({}, false), '')).toBeNull();
  });

  it('property: a value inside min..max is accepted, outside gets the between message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 25 }), (min, span, len) => {
        const max = min + span;
        const err = validateTextAttribute(text({ min, max }), 'a'.repeat(len));
        expect(err).toBe(len < min || len > max ? `Please enter between ${min} and ${max} characters` : null);
      }),
    );
  });
});

describe('Dog attributes are validated (000 §4)', () => {
  const attrs: SkuGroupAttribute[] = [
    text({ label: 'Dog Name', max: 10 }, true, 'name'),
    { id: 'size', required: true, type: 'selectbox', data: { label: 'Size', options: [{ value: 's', label: 'Small', display: ['client'] }] } },
    { id: 'ok', required: false, type: 'checkbox', data: { label: 'Allergies' } },
  ];

  it('errors by attribute id', () => {
    expect(validateAttributeForm(attrs, {})).toEqual({ name: 'Please enter this field', size: 'Please enter this field' });
    expect(validateAttributeForm(attrs, { name: 'Rex', size: ['s'] })).toEqual({});
  });

  it('sku_attributes carry the chosen values; the bundle is named by the dog’s name or the first value (000 §1)', () => {
    expect(toSkuAttributes(attrs, { name: ' Rex ', size: ['s'], ok: true })).toEqual([
      { label: 'Dog Name', value: 'Rex' },
      { label: 'Size', value: ['s'], val_label: ['Small'] },
      { label: 'Allergies', value: 'Yes' },
    ]);
    expect(bundleName(attrs, { name: 'Rex', size: ['s'] })).toBe('Rex');
    expect(bundleName(attrs, { size: ['s'] })).toBe('s');
    expect(bundleName(attrs, {})).toBe('');
  });

  it('property: no error for an attribute whose value passes its own rule', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,10}$/), fc.boolean(), (name, chooseSize) => {
        const errors = validateAttributeForm(attrs, { name, size: chooseSize ? ['s'] : [] });
        expect('name' in errors).toBe(false);
        expect('size' in errors).toBe(!chooseSize);
        expect(bundleName(attrs, { name })).toBe(name);
      }),
    );
  });
});

describe('Selectbox attribute (000 §5)', () => {
  it('with max 1 a new choice replaces the old one', () => {
    expect(chooseSelectboxOption(['a'], 'b', 1)).toEqual({ values: ['b'], refused: false });
  });

  it('otherwise choices toggle and more than max choices are refused', () => {
    expect(chooseSelectboxOption(['a'], 'b', 2)).toEqual({ values: ['a', 'b'], refused: false });
    expect(chooseSelectboxOption(['a', 'b'], 'a', 2)).toEqual({ values: ['b'], refused: false });
    expect(chooseSelectboxOption(['a', 'b'], 'c', 2)).toEqual({ values: ['a', 'b'], refused: true });
  });

  it('only options whose display includes client are shown', () => {
    const opts = [
      { value: 'a', label: 'A', display: ['client', 'admin'] },
      { value: 'b', label: 'B', display: ['admin'] },
      { value: 'c', label: 'C', display: null },
    ];
    expect(clientVisibleOptions(opts).map((o) => o.value)).toEqual(['a']);
  });

  it('property: never more than max choices, and toggling twice restores the choice', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 3 }),
        fc.constantFrom('a', 'b', 'c', 'd', 'e'),
        fc.integer({ min: 1, max: 5 }),
        (current, value, max) => {
          const start = current.slice(0, max);
          const once = chooseSelectboxOption(start, value, max);
          expect(once.values.length).toBeLessThanOrEqual(max);
          if (max > 1 && !once.refused) expect(chooseSelectboxOption(once.values, value, max).values.sort()).toEqual([...start].sort());
        },
      ),
    );
  });
});

describe('Typing filter for text (000 §5)', () => {
  it("a rejected character shows '{label} can only contain letters and numbers!'", () => {
    expect(filterTyping({ label: 'Dog Name' }, 'Rex!')).toEqual({ value: 'Rex!', rejected: false });
    expect(filterTyping({ label: 'Dog Name' }, 'Rex#1 (Jr.)')).toEqual({
      value: 'Rex1 (Jr.)',
      rejected: true,
      message: 'Dog Name can only contain letters and numbers!',
    });
  });

  it('e-mail-like fields allow only letters, digits, @ . _ -', () => {
    expect(filterTyping({ label: 'Email' }, 'a_b-c@d.com')).toEqual({ value: 'a_b-c@d.com', rejected: false });
    expect(filterTyping({ label: "Recipient's Email" }, 'a b@c.com').value).toBe('ab@c.com');
    expect(filterTyping({ label: 'Contact', value: 'email' }, 'x!@y.com')).toMatchObject({
      value: 'x@y.com',
      rejected: true,
      message: 'Contact can only contain letters and numbers!',
    });
    expect(filterTyping({ label: 'Dog Name' }, 'a@b').rejected).toBe(true);
  });

  it('property: the kept text passes the filter unchanged and is a subsequence of the input', () => {
    fc.assert(
      fc.property(fc.constantFrom('Dog Name', 'Email'), fc.string(), (label, input) => {
        const r = filterTyping({ label }, input);
        expect(filterTyping({ label }, r.value)).toEqual({ value: r.value, rejected: false });
        expect(r.rejected).toBe(r.value !== input);
        if (r.rejected) expect(r.message).toBe(`${label} can only contain letters and numbers!`);
        let k = 0;
        for (const c of input) if (k < r.value.length && r.value.startsWith(c, k)) k += c.length;
        expect(k).toBe(r.value.length);
      }),
    );
  });
});

describe('Placeholders and the phone input (000 §5)', () => {
  it("Dog Name has 'Please enter your dog's name.'; phone fields use 'Enter phone number', default country US", () => {
    expect(attributePlaceholder({ data: { label: 'Dog Name' } })).toBe("Please enter your dog's name.");
    expect(attributePlaceholder({ data: { label: 'Breed', placeholder: 'e.g. Beagle' } })).toBe('e.g. Beagle');
    expect(isPhoneAttribute({ data: { label: 'Phone', value: 'phone' } })).toBe(true);
    expect(isPhoneAttribute({ data: { label: 'Phone' } })).toBe(false);
    expect(PHONE_PLACEHOLDER).toBe('Enter phone number');
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
  });
});
