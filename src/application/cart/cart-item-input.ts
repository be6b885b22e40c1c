import {
  bundleName,
  shouldWrapInBundle,
  toSkuAttributes,
  type AttributeValue,
  type CartItemType,
  type SkuGroupAttribute,
} from '../../domain';
import type { CartItemInput } from '../../ports/cart-repository';
import type { AddToCartRequest } from './live-cart';

const itemType = (request: AddToCartRequest): CartItemType => {
  const type = request.sku.product?.type ?? request.product.type;
  return type === 'digital' || type === 'bundle' || type === 'others' ? type : 'good';
};

/**
 * The item sent to addCartItem or createCartGuest. 000 §4: subscription SKUs of non-digital products in a
 * SKU group (except the special one) go in a bundle of quantity 1 named after the dog, carrying the attributes.
 */
export function cartItemInput(
  request: AddToCartRequest,
  attributes: SkuGroupAttribute[],
  values: Record<string, AttributeValue>,
  specialSkuGroupId: string | null | undefined,
): CartItemInput {
  const skuAttributes = toSkuAttributes(attributes, values);
  const sku = { ...request.sku, product: request.sku.product ?? { id: request.product.id, type: request.product.type } };
  if (shouldWrapInBundle(sku, specialSkuGroupId ?? '')) {
    return {
      type: 'bundle',
      sku_id: request.sku.id,
      quantity: 1,
      name: bundleName(attributes, values) || request.product.name,
      sku_attributes: skuAttributes,
      items: [{ type: 'good', sku_id: request.sku.id, quantity: Math.max(1, request.quantity) }],
    };
  }
  return {
    type: itemType(request),
    sku_id: request.sku.id,
    quantity: Math.max(1, request.quantity),
    ...(skuAttributes.length > 0 ? { sku_attributes: skuAttributes } : {}),
  };
}
