import { describe, expect, it } from 'vitest';
import type { PhoneNumbers } from '../../src/ports/phone-numbers';

/** What the phone fields (sign-in, checkout contact, the dashboard's profile) rely on of the numbering plans. */
export function phoneNumbersContract(name: string, make: () => PhoneNumbers): void {
  describe(`PhoneNumbers contract: ${name}`, () => {
    it('loads one plan: every phone field of the page shares it', async () => {
      const phones = make();
      const [first, second] = await Promise.all([phones.load(), phones.load()]);
      expect(second).toBe(first);
      expect(await phones.load()).toBe(first);
    });

    it('lists every country once, by name, each with its calling code', async () => {
      const countries = (await make().load()).countries();
      expect(countries.length).toBeGreaterThan(200);
      expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
      expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
      for (const c of countries) expect(c.callingCode).toMatch(/^\+\d{1,4}$/);
      expect(countries).toContainEqual({ code: 'US', name: 'United States', callingCode: '+1' });
      expect(countries).toContainEqual({ code: 'GB', name: 'United Kingdom', callingCode: '+44' });
    });

    it('tells a country\'s calling code, and none for a code it does not know', async () => {
      const plan = await make().load();
      expect(plan.callingCode('US')).toBe('+1');
      expect(plan.callingCode('GB')).toBe('+44');
      expect(plan.callingCode('ZZ')).toBe('');
    });

    it('writes the digits after the calling code the way the country writes them', async () => {
      const plan = await make().load();
      expect(plan.formatNational('US', '5125550100')).toBe('512 555 0100');
      expect(plan.formatNational('GB', '7911123456')).toBe('7911 123456');
      expect(plan.formatNational('US', '')).toBe('');
    });

    it('takes a real number of the country, and not an empty field or a number too short', async () => {
      const plan = await make().load();
      expect(plan.isValid('+15125550100', 'US')).toBe(true);
      expect(plan.isValid('+447911123456', 'GB')).toBe(true);
      expect(plan.isValid('', 'US')).toBe(false);
      expect(plan.isValid('+1512555', 'US')).toBe(false);
      expect(plan.isValid('+15125550100', 'ZZ')).toBe(false);
    });

    it('finds the country of a full number, keeping the preferred one where the calling code is shared', async () => {
      const plan = await make().load();
      expect(plan.countryOf('+442079460958', 'US')).toBe('GB');
      expect(plan.countryOf('+15125550100', 'US')).toBe('US');
      expect(plan.countryOf('+15125550100', 'CA')).toBe('CA');
      expect(plan.countryOf('+15125550100', 'GB')).toBe('US');
      expect(plan.countryOf('not a number', 'US')).toBeNull();
    });
  });
}
