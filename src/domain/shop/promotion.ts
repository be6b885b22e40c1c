import type { CartItem, DealType, Promotion } from './entities';

// 000 §4: active when now lies between start_at and end_at (inclusive); a missing bound is open (spec silent).
export function isPromotionActive(p: Pick<Promotion, 'start_at' | 'end_at'>, nowSeconds: number): boolean {
  const start = p.start_at ?? -Infinity;
  const end = p.end_at ?? Infinity;
  return start <= nowSeconds && nowSeconds <= end;
}

// 000 §4: past when end_at is before now.
export function isPromotionPast(p: Pick<Promotion, 'end_at'>, nowSeconds: number): boolean {
  return p.end_at != null && p.end_at < nowSeconds;
}

// 000 §3 §9 deals
export const DEFAULT_DEAL_TYPE: DealType = 'free_treat';
export const DEAL_TYPES: readonly DealType[] = ['free_treat', 'free_membership'];

export const isDealType = (value: unknown): value is DealType =>
  typeof value === 'string' && (DEAL_TYPES as readonly string[]).includes(value);

// 000 §3 §9: every visitor has a deal: the one they arrived with, or free_treat by default.
export function visitorDeal(storedDeal?: string | null): DealType {
  return isDealType(storedDeal) ? storedDeal : DEFAULT_DEAL_TYPE;
}

// 000 §7: getPromotions asks for free_treat plus free_membership, or the stored deal.
export function dealPromotionTypes(storedDeal?: string | null): DealType[] {
  return isDealType(storedDeal) ? [storedDeal] : [...DEAL_TYPES];
}

// 000 §9: free-membership deal, first-month discount on one specific digital subscription SKU.
export const FIRST_MONTH_FREE = { label: 'First Month Free', amount: 2200 } as const;

/**
 * The words for a deal on the cart's totals, the checkout and the confirmation: a free-membership deal is labelled
 * exactly 'First Month Free' (000 §2 §9) whatever its description says; another deal reads as its description.
 */
export function promotionLabel(promotion: Pick<Promotion, 'type' | 'description'> | null | undefined): string {
  if (promotion?.type === 'free_membership') return FIRST_MONTH_FREE.label;
  return promotion?.description?.trim() || 'Promotion';
}

export function firstMonthFreeDiscount(
  deal: string | null | undefined,
  item: Pick<CartItem, 'sku'>,
  membershipSkuId: string,
): number {
  return deal === 'free_membership' && !!membershipSkuId && item.sku?.id === membershipSkuId
    ? FIRST_MONTH_FREE.amount
    : 0;
}

export type DealChoice =
  | { kind: 'active'; promotion: Promotion }
  /** Every promotion of the deal has ended: the stored deal is forgotten. */
  | { kind: 'past' }
  | { kind: 'none' };

/**
 * 000 §4 §7: of the promotions getPromotions answered, the one to put on the cart: an active one of the stored
 * deal's type (any type when none is stored). Past ones are never applied.
 */
export function chooseDealPromotion(promotions: readonly Promotion[], storedDeal: string | null | undefined, nowSeconds: number): DealChoice {
  const candidates = (promotions ?? []).filter((p) => !isDealType(storedDeal) || p.type === storedDeal);
  const active = candidates.find((p) => isPromotionActive(p, nowSeconds));
  if (active) return { kind: 'active', promotion: active };
  if (candidates.length > 0 && candidates.every((p) => isPromotionPast(p, nowSeconds))) return { kind: 'past' };
  return { kind: 'none' };
}
