// Rules the server holds whatever the client sends: the retail minimum (000 §5), one membership per order, and the
// total the shopper saw. A real shop never trusts the page for these.
import { formatCents, isOnlyOne, needsShippingAddress, ONLY_ONE_MESSAGE, orderTotalChangedMessage, retailMinimumOrder } from '../../domain';
import type { CartItemRecord, CartRecord, ShopState, SkuRecord, UserRecord } from './shop-state';
import { fail } from './resolver-context';
import { skuById } from './cart-pricing';

const productOf = (state: ShopState, sku: SkuRecord | undefined) => (sku ? state.products.find((p) => p.id === sku.productId) : undefined);

/** The domain's only-one rule (the membership, or metadata onlyOne): once per product in an order, whichever SKU. */
export function isOnlyOnePlan(state: ShopState, sku: SkuRecord | undefined): boolean {
  const product = productOf(state, sku);
  return !!sku && !!product && isOnlyOne(product, sku);
}

/** The cart's other lines holding a plan of the same membership as `sku`. */
export function otherPlansOf(state: ShopState, cart: CartRecord, sku: SkuRecord): CartItemRecord[] {
  if (!isOnlyOnePlan(state, sku)) return [];
  return cart.items.filter((i) => i.type !== 'bundle' && i.skuId !== sku.id && skuById(state, i.skuId)?.productId === sku.productId);
}

/** Whether the cart's order ships anything: the domain's rule the checkout page asks by (selected, not digital). */
export const needsShipping = (cart: CartRecord): boolean => needsShippingAddress(cart.items);

export function checkOrderRules(state: ShopState, cart: CartRecord, user: UserRecord | null): void {
  const selected = cart.items.filter((i) => i.selected);
  const minimum = retailMinimumOrder({
    roles: user?.roles,
    isNewUser: user?.new_user === true,
    items: selected.map((i) => ({ type: i.type, selected: true, quantity: i.quantity, sku: skuWithProduct(state, i.skuId) })),
    retailStoreId: state.settings.retailStoreId,
    storeName: state.stores.find((s) => s.id === state.settings.retailStoreId)?.name ?? state.settings.retailStoreName,
  });
  if (!minimum.ok) fail(minimum.message);
  const plans = selected.map((i) => skuById(state, i.skuId)).filter((sku) => isOnlyOnePlan(state, sku));
  if (new Set(plans.map((sku) => sku!.productId)).size < plans.length) fail(ONLY_ONE_MESSAGE);
}

/** The order is refused when the total the shopper was shown is not what would be charged. */
export function checkExpectedTotal(expected: unknown, charge: number): void {
  if (typeof expected === 'number' && expected !== charge) fail(orderTotalChangedMessage(formatCents(charge)));
}

function skuWithProduct(state: ShopState, skuId: string) {
  const sku = skuById(state, skuId);
  return sku ? { ...sku, product: { type: productOf(state, sku)?.type ?? null } } : null;
}
