import { serviceToken } from './service-token';

/** A country a phone number may belong to: its ISO code, its name and its calling code ('+44'). */
export interface PhoneCountry {
  code: string;
  name: string;
  callingCode: string;
}

/** The world's numbering plans as the phone fields use them; a number is always +{calling code}{digits}. */
export interface PhoneNumberPlan {
  /** Every country, by name. */
  countries(): readonly PhoneCountry[];
  /** The country's calling code with its plus sign ('+1' for US). */
  callingCode(country: string): string;
  /** The digits after the calling code, written in the international way ('512 555 0100'). */
  formatNational(country: string, digits: string): string;
  /** Whether the full number is a real one of that country (an empty field is not). */
  isValid(number: string, country: string): boolean;
  /** The country a full number belongs to (the default country where its calling code is shared), or null. */
  countryOf(number: string, preferred: string): string | null;
}

/** The plan is large: it is loaded when a phone field first shows. */
export interface PhoneNumbers {
  load(): Promise<PhoneNumberPlan>;
}

export const PhoneNumbers = serviceToken<PhoneNumbers>('PhoneNumbers');
