import { useId, useMemo, useState } from 'react';
import {
  attributeChoices,
  defaultSku,
  isAvailable,
  SELECTABLE_ATTRIBUTES,
  skuForAttribute,
  stockBadge,
  type SelectableAttribute,
} from '../../application/catalog/purchase-options';
import { capitalize, clampQuantity, quantityBounds } from '../../domain';
import type { Product, Sku } from '../../domain/shop';
import { QuantityStepper } from '../primitives/quantity-stepper';
import { ZoomImage } from '../primitives/zoom-image';
import { AddToCartButton } from './add-to-cart-button';
import { PriceTag } from './price-tag';
import { skuImage } from './sku-image';
import { StickyBuyBar } from './sticky-buy-bar';

const ATTRIBUTE_LABELS: Record<SelectableAttribute, string> = { size: 'Size', gender: 'Gender', color: 'Color' };

export interface PurchaseSelection {
  sku: Sku;
  quantity: number;
}

/** The chosen SKU and quantity, kept inside the card's bounds (000 §5 product card). */
export function usePurchaseSelection(product: Product) {
  const [sku, setSku] = useState<Sku | null>(() => defaultSku(product));
  const [quantity, setQuantity] = useState(1);
  const bounds = sku ? quantityBounds('product-card', sku.inventory) : { min: 0, max: 99 };
  const chooseSku = (next: Sku) => {
    setSku(next);
    const nextBounds = quantityBounds('product-card', next.inventory);
    setQuantity((q) => clampQuantity(Math.max(q, 1), nextBounds).quantity);
  };
  return { sku, quantity: clampQuantity(quantity, bounds).quantity, bounds, chooseSku, setQuantity };
}

/**
 * 000 §2 Product purchase card: image, name, description, price with discount, stock badge, SKU selectors for
 * size, gender and color, quantity stepper when qtyOption, and the purchase button. With `sticky`, a bottom
 * bar repeats name, price and button after 600 px.
 */
export function ProductPurchaseCard({ product, headingLevel = 1, sticky = false }: { product: Product; headingLevel?: 1 | 2; sticky?: boolean }) {
  const { sku, quantity, bounds, chooseSku, setQuantity } = usePurchaseSelection(product);
  const choices = useMemo(() => attributeChoices(product.skus), [product.skus]);
  const hasAttributes = Object.keys(choices).length > 0;
  const idBase = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  if (!sku) {
    return (
      <article className="purchase-card">
        <Heading>{product.name}</Heading>
        <p>This product is not available right now.</p>
      </article>
    );
  }

  const badge = stockBadge(sku);
  const image = skuImage(sku, product.name);
  const description = sku.description || product.description;

  return (
    <article className="purchase-card" aria-labelledby={`${idBase}-name`}>
      <div className="purchase-card__media">
        {image ? (
          <ZoomImage src={image.url} alt={image.alt} />
        ) : (
          <div className="purchase-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="purchase-card__details">
        <Heading id={`${idBase}-name`} className="purchase-card__name">
          {product.name}
        </Heading>
        {product.skus.length > 1 && sku.name !== product.name && <p className="purchase-card__sku-name">{sku.name}</p>}
        {description && <p className="purchase-card__description">{description}</p>}
        <div className="purchase-card__price-row">
          <PriceTag sku={sku} />
          <span className={`stock-badge stock-badge--${badge.tone}`}>{badge.label}</span>
        </div>

        {hasAttributes
          ? SELECTABLE_ATTRIBUTES.filter((a) => choices[a]).map((attribute) => (
              <div className="field" key={attribute}>
                <label htmlFor={`${idBase}-${attribute}`}>{ATTRIBUTE_LABELS[attribute]}</label>
                <select
                  id={`${idBase}-${attribute}`}
                  value={sku.attributes?.[attribute] ?? ''}
                  onChange={(e) => chooseSku(skuForAttribute(product.skus, sku, attribute, e.target.value))}
                >
                  {!sku.attributes?.[attribute] && <option value="">Choose</option>}
                  {choices[attribute]!.map((value) => (
                    <option key={value} value={value}>
                      {capitalize(value)}
                    </option>
                  ))}
                </select>
              </div>
            ))
          : product.skus.length > 1 && (
              <fieldset className="sku-options">
                <legend>Options</legend>
                {product.skus.map((option) => (
                  <label key={option.id} className="sku-options__option">
                    <input
                      type="radio"
                      name={`${idBase}-sku`}
                      value={option.id}
                      checked={option.id === sku.id}
                      onChange={() => chooseSku(option)}
                    />
                    <span>{option.name}</span>
                    <PriceTag sku={option} className="price--small" />
                  </label>
                ))}
              </fieldset>
            )}

        {/* A sold-out SKU has no quantity to choose: its button says Sold Out. */}
        {sku.qtyOption && isAvailable(sku) && (
          <QuantityStepper
            value={quantity}
            min={bounds.min}
            max={bounds.max}
            onChange={(n) => setQuantity(clampQuantity(n, bounds).quantity)}
            label={`Quantity of ${product.name}`}
          />
        )}
        <AddToCartButton product={product} sku={sku} quantity={sku.qtyOption ? quantity : 1} />
      </div>
      {sticky && <StickyBuyBar product={product} sku={sku} quantity={sku.qtyOption ? quantity : 1} />}
    </article>
  );
}
