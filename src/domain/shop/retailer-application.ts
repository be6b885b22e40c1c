import { validateAddress, type AddressField, type AddressFields } from './address-validation';
import { isValidEmail, isValidPhone, PHONE_WITH_COUNTRY_CODE_MESSAGE } from './contact';
import { normalizeEmail } from '../email';
import { EMAIL_NOT_VALID_MESSAGE, REQUIRED_FIELD_MESSAGE } from '../messages';

// 000 §3: a retailer request carries the business name, type, contact, shipping and social links; its input's
// fields beyond those names are not shown (docs/decisions.md, "The retailer application").

/** The kinds of business the application offers; 001 §2's professionals plus an 'other'. */
export const BUSINESS_TYPES = ['Pet store', 'Veterinary clinic', 'Groomer', 'Dog trainer', 'Breeder', 'Shelter or rescue', 'Walker or sitter', 'Other'] as const;

/** At most this many social links; each must be a web address. */
export const MAX_SOCIAL_LINKS = 5;

export interface RetailerApplicationForm {
  business_name: string;
  business_type: string;
  contact_name: string;
  email: string;
  phone: string;
  shipping_address: Partial<AddressFields>;
  /** One link a line, as typed. */
  social_links: string;
}

/** What the server is sent: createRetailerReq(input). */
export interface RetailerRequestInput {
  business_name: string;
  business_type: string;
  contact_name: string;
  email: string;
  phone: string;
  shipping_address: Omit<AddressFields, 'default'>;
  social_links: string[];
}

export type RetailerApplicationField = 'business_name' | 'business_type' | 'contact_name' | 'email' | 'phone' | 'social_links';
export interface RetailerApplicationProblems {
  fields: Partial<Record<RetailerApplicationField, string>>;
  address: Partial<Record<AddressField, string>>;
}

export const SOCIAL_LINK_MESSAGE = 'Please enter each link as a web address, for example https://instagram.com/yourshop.';
export const TOO_MANY_SOCIAL_LINKS_MESSAGE = `Please give at most ${MAX_SOCIAL_LINKS} links.`;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** The typed links, one a line, blanks dropped. */
export function socialLinksOf(typed: string): string[] {
  return (typeof typed === 'string' ? typed.split(/\r?\n/) : []).map((line) => line.trim()).filter(Boolean);
}

function isWebAddress(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Every problem of an application, field by field; none means it may be sent. */
export function retailerApplicationProblems(form: RetailerApplicationForm): RetailerApplicationProblems {
  const fields: RetailerApplicationProblems['fields'] = {};
  if (!text(form.business_name)) fields.business_name = REQUIRED_FIELD_MESSAGE;
  if (!(BUSINESS_TYPES as readonly string[]).includes(text(form.business_type))) fields.business_type = REQUIRED_FIELD_MESSAGE;
  if (!text(form.contact_name)) fields.contact_name = REQUIRED_FIELD_MESSAGE;
  if (!isValidEmail(form.email)) fields.email = EMAIL_NOT_VALID_MESSAGE;
  if (!isValidPhone(String(form.phone ?? '').replace(/\s+/g, ''))) fields.phone = PHONE_WITH_COUNTRY_CODE_MESSAGE;
  const links = socialLinksOf(form.social_links);
  if (links.length > MAX_SOCIAL_LINKS) fields.social_links = TOO_MANY_SOCIAL_LINKS_MESSAGE;
  else if (!links.every(isWebAddress)) fields.social_links = SOCIAL_LINK_MESSAGE;
  return { fields, address: validateAddress(form.shipping_address ?? {}) };
}

export function hasRetailerApplicationProblems(problems: RetailerApplicationProblems): boolean {
  return Object.keys(problems.fields).length > 0 || Object.keys(problems.address).length > 0;
}

/** The request to send, or the problems to show; the server checks the same rule. */
export function retailerRequest(form: RetailerApplicationForm): { ok: true; input: RetailerRequestInput } | { ok: false; problems: RetailerApplicationProblems } {
  const problems = retailerApplicationProblems(form);
  if (hasRetailerApplicationProblems(problems)) return { ok: false, problems };
  const a = form.shipping_address;
  return {
    ok: true,
    input: {
      business_name: text(form.business_name),
      business_type: text(form.business_type),
      contact_name: text(form.contact_name),
      email: normalizeEmail(form.email),
      phone: String(form.phone).replace(/\s+/g, ''),
      shipping_address: {
        first_name: text(a.first_name), last_name: text(a.last_name), line1: text(a.line1), line2: text(a.line2) || null,
        city: text(a.city), state: text(a.state), postal_code: text(a.postal_code), country: text(a.country),
      },
      social_links: socialLinksOf(form.social_links),
    },
  };
}
