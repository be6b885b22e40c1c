// The phone fields' numbering plans (the PhoneNumbers port over libphonenumber-js): every country is offered, and
// every number a field makes is one the domain's phone rule — the server's too — accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../../src/domain';
import { createLibphonenumberPlan } from '../../src/adapters/phone/libphonenumber-plan';
import { LibphonenumberPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers';

const plan = createLibphonenumberPlan();
const countries = plan.countries();

describe('PhoneNumbers over libphonenumber-js', () => {
  it('offers every country by name with its calling code, US and the UK among them, sorted by name', () => {
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.code === 'US')).toMatchObject({ name: 'United States', callingCode: '+1' });
    expect(countries.find((c) => c.code === 'GB')).toMatchObject({ name: 'United Kingdom', callingCode: '+44' });
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('a number a field makes (calling code + typed digits) always passes the domain rule once it has 3 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.stringMatching(/^\d{3,12}$/), (country, digits) => {
        expect(isValidPhone(`${plan.callingCode(country.code)}${digits}`)).toBe(true);
      }),
    );
  });

  it('a number the plan calls real for its country is one the domain rule accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.stringMatching(/^\d{1,14}$/), (country, digits) => {
        const number = `${plan.callingCode(country.code)}${digits}`;
        if (plan.isValid(number, country.code)) expect(isValidPhone(number)).toBe(true);
      }),
    );
  });

  it('knows real numbers by country, writes them internationally, and finds the country of a pasted number', () => {
    expect(plan.isValid('+15125550101', 'US')).toBe(true);
    expect(plan.isValid('+112', 'US')).toBe(false);
    expect(plan.isValid('+447400123456', 'GB')).toBe(true);
    expect(plan.formatNational('US', '5125550101')).toBe('512 555 0101');
    expect(plan.formatNational('GB', '7400123456')).toBe('7400 123456');
    expect(plan.countryOf('+447400123456', 'US')).toBe('GB');
    // +1 is shared: the preferred country keeps it.
    expect(plan.countryOf('+15125550101', 'US')).toBe('US');
  });

  it('loads the plan once, as its own chunk', async () => {
    const phones = new LibphonenumberPhoneNumbers();
    const [a, b] = await Promise.all([phones.load(), phones.load()]);
    expect(a).toBe(b);
    expect(a.callingCode('GB')).toBe('+44');
  });
});
