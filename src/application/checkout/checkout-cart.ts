import { chargedLines, findSavedAddress, type Address, type Cart } from '../../domain';
import type { AddressInput } from '../../ports/checkout-repository';

/** The charged lines as one key: ids, quantities and inner quantities. Tax and shipping depend on nothing else. */
export function chargedLinesKey(cart: Pick<Cart, 'items'>): string {
  return chargedLines(cart.items)
    .map((item) => `${item.id}:${item.quantity}:${(item.items ?? []).map((inner) => `${inner.sku?.id}x${inner.quantity}`).join(',')}`)
    .join('|');
}

/** A saved address equal to the one typed, to update rather than create again. */
export const reusableAddress = (saved: readonly Address[], input: AddressInput): Address | undefined => findSavedAddress(saved, input);
