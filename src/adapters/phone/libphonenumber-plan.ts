// The numbering plans of libphonenumber-js behind the PhoneNumberPlan port; its own chunk, loaded with the first
// phone field. Country names come from the browser (Intl.DisplayNames), the plans from the library.
import { AsYouType, getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { PhoneCountry, PhoneNumberPlan } from '../../ports/phone-numbers';

const known = new Set<string>(getCountries());
const asCountry = (code: string): CountryCode | null => (known.has(code) ? (code as CountryCode) : null);

function countryName(code: string, names: Intl.DisplayNames | null): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

export function createLibphonenumberPlan(): PhoneNumberPlan {
  let list: PhoneCountry[] | null = null;
  return {
    countries() {
      if (!list) {
        const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
        list = getCountries()
          .map((code) => ({ code, name: countryName(code, names), callingCode: `+${getCountryCallingCode(code)}` }))
          .sort((a, b) => a.name.localeCompare(b.name, 'en'));
      }
      return list;
    },
    callingCode(country) {
      const code = asCountry(country);
      return code ? `+${getCountryCallingCode(code)}` : '';
    },
    formatNational(country, digits) {
      const code = asCountry(country);
      if (!code || !digits) return digits;
      // 000 §5: the international format, whose calling code the field shows apart.
      const calling = `+${getCountryCallingCode(code)}`;
      const typed = new AsYouType(code).input(`${calling}${digits}`);
      return typed.startsWith(calling) ? typed.slice(calling.length).trimStart() : digits;
    },
    isValid(number, country) {
      const code = asCountry(country);
      return !!code && number !== '' && isValidPhoneNumber(number, code);
    },
    countryOf(number, preferred) {
      const parsed = parsePhoneNumberFromString(number);
      if (!parsed) return null;
      const preferredCode = asCountry(preferred);
      // +1 is shared by the US, Canada and others: a number valid for the preferred country stays with it.
      if (preferredCode && `+${getCountryCallingCode(preferredCode)}` === `+${parsed.countryCallingCode}`) return preferredCode;
      return parsed.country ?? null;
    },
  };
}
