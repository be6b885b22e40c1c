// Rules of the customer dashboard (001 §2, §3, §4): what state a subscription is in, how invoice pages join,
// which brand icon a card gets, and how a box's stored dog attributes refill the Dog Information form.
import type { CardDetails, Invoice, InvoicePage, UserSubscription } from './account-entities';
import type { AttributeValue } from '../shop/attribute-validation';
import type { SkuAttributeEntry, SkuGroupAttribute } from '../shop/entities';

export type SubscriptionState = 'active' | 'paused' | 'cancelling' | 'canceled';

// 001 §4: paused is pause_collection (behavior, resumes_at); cancelled is cancel_at, cancel_at_period_end, canceled_at.
export function subscriptionState(sub: Pick<UserSubscription, 'status' | 'pause_collection' | 'cancel_at_period_end' | 'canceled_at'>): SubscriptionState {
  if (sub.status === 'canceled' || sub.status === 'cancelled' || sub.canceled_at) return 'canceled';
  if (sub.pause_collection || sub.status === 'paused') return 'paused';
  if (sub.cancel_at_period_end) return 'cancelling';
  return 'active';
}

/** The day a box starts again when paused, or null. */
export const resumesAt = (sub: Pick<UserSubscription, 'pause_collection'>): number | null => sub.pause_collection?.resumes_at ?? null;

/** A pause needs a resume date after today and at most 90 days out (spec silent on the limit). */
export const MAX_PAUSE_DAYS = 90;
export function pauseDateError(date: string, todayIso: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'Please choose a resume date';
  const day = Date.parse(`${date}T00:00:00Z`);
  const today = Date.parse(`${todayIso.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(day)) return 'Please choose a resume date';
  if (day <= today) return 'Please choose a date after today';
  if (day > today + MAX_PAUSE_DAYS * 86_400_000) return `Please choose a date within ${MAX_PAUSE_DAYS} days`;
  return null;
}

// 001 §3: the invoices list is one list whatever the arguments; a further page is appended, never replacing it.
// An invoice already listed keeps its place (a page that overlaps after a new invoice does not duplicate it).
export function appendInvoicePage(list: InvoicePage, next: InvoicePage): InvoicePage {
  const seen = new Set(list.invoices.map((i) => i.id));
  const fresh: Invoice[] = next.invoices.filter((i) => !seen.has(i.id));
  return { invoices: [...list.invoices, ...fresh], hasMore: next.hasMore };
}

/** The cursor for the next page: the last invoice shown. */
export const nextInvoiceCursor = (list: InvoicePage): string | null => list.invoices.at(-1)?.id ?? null;

// 001 §3 Payment method: brands with icons; any other brand gets the fallback icon.
export const CARD_BRANDS = ['amex', 'diners', 'discover', 'jcb', 'mastercard', 'unionpay', 'visa'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number] | 'fallback';
const BRAND_ALIASES: Record<string, CardBrand> = { 'american express': 'amex', 'diners club': 'diners', 'union pay': 'unionpay' };

export function cardBrandIcon(brand: string | null | undefined): CardBrand {
  const key = String(brand ?? '').trim().toLowerCase();
  if ((CARD_BRANDS as readonly string[]).includes(key)) return key as CardBrand;
  // Own keys only: a brand named 'constructor' or 'toString' is not an alias.
  return Object.hasOwn(BRAND_ALIASES, key) ? BRAND_ALIASES[key] : 'fallback';
}

export const cardLabel = (card: CardDetails) => `${card.brand} ending in ${card.last4}`;

// The reverse of toSkuAttributes: a box's stored entries fill the form by label (option values by their labels).
export function attributeValuesFromEntries(attrs: SkuGroupAttribute[], entries: SkuAttributeEntry[] | null | undefined): Record<string, AttributeValue> {
  const values: Record<string, AttributeValue> = {};
  for (const attr of attrs ?? []) {
    const entry = (entries ?? []).find((e) => e.label.trim().toLowerCase() === attr.data.label.trim().toLowerCase());
    if (!entry) continue;
    const raw = entry.value as unknown;
    if (attr.type === 'checkbox') values[attr.id] = raw === true || raw === 'Yes' || raw === 'true';
    else if (attr.type === 'selectbox') {
      const list = Array.isArray(raw) ? raw.map(String) : raw == null || raw === '' ? [] : [String(raw)];
      const options = attr.data.options ?? [];
      values[attr.id] = list.map((v) => options.find((o) => o.value === v || o.label === v)?.value ?? v);
    } else values[attr.id] = Array.isArray(raw) ? raw.join(', ') : raw == null ? '' : String(raw);
  }
  return values;
}

/** The dog's name a box carries (its Dog Name entry), else ''. */
export function boxDogName(sub: Pick<UserSubscription, 'sku_attributes'>): string {
  const entry = (sub.sku_attributes ?? []).find((e) => e.label.trim().toLowerCase() === 'dog name');
  return typeof entry?.value === 'string' ? entry.value : '';
}
