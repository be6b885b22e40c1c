import type { SkuAttributeEntry, SkuGroupAttribute } from './entities';
import { isValidPhone } from './contact';
import {
  betweenLengthMessage,
  DOG_NAME_PLACEHOLDER,
  lessThanLengthMessage,
  moreThanLengthMessage,
  PHONE_PLACEHOLDER,
  REQUIRED_FIELD_MESSAGE,
} from '../messages';

export { DOG_NAME_PLACEHOLDER, PHONE_PLACEHOLDER } from '../messages';

// Not in the spec: the field error of a phone that is not one.
export const PHONE_NOT_VALID_MESSAGE = 'Phone number is not valid';

// 000 §5 §9: the phone input's default country.
export const DEFAULT_PHONE_COUNTRY = 'US';

export type AttributeValue = string | string[] | boolean;

// A length bound counts only when it is a positive number (spec silent on 0 or null).
const bound = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;

// 000 §5 text attribute: the four exact messages. Emptiness and length use the trimmed value (spec silent).
export function validateTextAttribute(attr: SkuGroupAttribute, value: string): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return attr.required ? REQUIRED_FIELD_MESSAGE : null;
  const min = bound(attr.data?.min);
  const max = bound(attr.data?.max);
  const length = Array.from(text).length;
  if (min !== null && max !== null) return length < min || length > max ? betweenLengthMessage(min, max) : null;
  if (max !== null && length > max) return lessThanLengthMessage(max);
  if (min !== null && length < min) return moreThanLengthMessage(min);
  return null;
}

const isEmpty = (v: AttributeValue | undefined): boolean =>
  v === undefined || v === false || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

// 000 §4 'dog attributes are validated': errors by attribute id. Required selectbox/checkbox left empty
// reuse 'Please enter this field' (spec gives no other text).
export function validateAttributeForm(
  attrs: SkuGroupAttribute[],
  values: Record<string, AttributeValue>,
  options: { rejectedPhones?: readonly string[] } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const attr of attrs ?? []) {
    const v = values?.[attr.id];
    let error: string | null;
    if (isPhoneAttribute(attr) && typeof v === 'string' && v.trim() !== '') {
      // 000 §5: a typed phone must be a phone (the rule here, and the phone library's verdict for its country).
      error = isValidPhone(v.trim()) && !(options.rejectedPhones ?? []).includes(attr.id) ? null : PHONE_NOT_VALID_MESSAGE;
    } else if (attr.type === 'text' || attr.type === 'giftlist') {
      error = validateTextAttribute(attr, typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : '');
    } else {
      error = attr.required && isEmpty(v) ? REQUIRED_FIELD_MESSAGE : null;
    }
    if (error) errors[attr.id] = error;
  }
  return errors;
}

// The sku_attributes a bundle carries (000 §4): text values trimmed, selectbox lists with their option labels,
// checkboxes as 'Yes'/'No' (spec silent); empty text and empty lists are left out.
export function toSkuAttributes(
  attrs: SkuGroupAttribute[],
  values: Record<string, AttributeValue>,
): SkuAttributeEntry[] {
  const entries: SkuAttributeEntry[] = [];
  for (const attr of attrs ?? []) {
    const v = values?.[attr.id];
    const label = attr.data.label;
    if (attr.type === 'checkbox') {
      if (v === undefined) continue;
      entries.push({ label, value: v === true || v === 'true' ? 'Yes' : 'No' });
    } else if (Array.isArray(v)) {
      if (v.length === 0) continue;
      const options = attr.data.options ?? [];
      const labels = v.map((choice) => options.find((o) => o.value === choice)?.label ?? choice);
      entries.push({ label, value: [...v], val_label: labels });
    } else if (typeof v === 'string' && v.trim() !== '') {
      entries.push({ label, value: v.trim() });
    }
  }
  return entries;
}

const isDogName = (attr: SkuGroupAttribute): boolean => attr.data?.label?.trim().toLowerCase() === 'dog name';

const valueText = (v: AttributeValue | undefined): string =>
  typeof v === 'string' ? v.trim() : Array.isArray(v) ? v.join(', ').trim() : '';

// 000 §1: a bundle is named by the dog's name or the first attribute value entered ('' when none).
export function bundleName(attrs: SkuGroupAttribute[], values: Record<string, AttributeValue>): string {
  const dog = (attrs ?? []).find(isDogName);
  const dogName = dog ? valueText(values?.[dog.id]) : '';
  if (dogName) return dogName;
  for (const attr of attrs ?? []) {
    const text = valueText(values?.[attr.id]);
    if (text) return text;
  }
  return '';
}

// 000 §5: the Dog Name placeholder; other fields keep their own data.placeholder.
export function attributePlaceholder(attr: Pick<SkuGroupAttribute, 'data'>): string | undefined {
  if (attr.data?.label === 'Dog Name') return DOG_NAME_PLACEHOLDER;
  if (isPhoneAttribute(attr)) return PHONE_PLACEHOLDER;
  return attr.data?.placeholder ?? undefined;
}

// 000 §5: a field whose value name is phone uses the phone input.
export function isPhoneAttribute(attr: Pick<SkuGroupAttribute, 'data'>): boolean {
  return attr.data?.value === 'phone';
}
