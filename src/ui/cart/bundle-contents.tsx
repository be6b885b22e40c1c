import { useEffect, useState } from 'react';
import { CART_PANEL_TEXTS, formatCents, isBoxCoreItem, isPreviewLine, quantityBounds, skuAmount, SUGGESTED_ITEM_QUANTITY, type CartItem, type Sku } from '../../domain';
import { lineKey } from '../../application/cart/cart-mutation-queue';
import { QuantityStepper } from '../primitives/quantity-stepper';
import { useStartedCart, usePendingCart } from './cart-hooks';

/** A bundle's inner items (stepper and remove each) and its 'Suggested Items' strip (000 §2). */
export function BundleContents({ bundle }: { bundle: CartItem }) {
  const { mutations, service } = useStartedCart();
  const pending = usePendingCart();
  const [suggestions, setSuggestions] = useState<Sku[]>([]);
  const bundleName = bundle.name || bundle.sku?.name || 'Box';
  const insideIds = (bundle.items ?? []).map((inner) => inner.sku?.id).join(',');
  // A box shown before the server has answered its add: its items wait for their ids, its suggestions for the box.
  const previewed = isPreviewLine(bundle);

  useEffect(() => {
    if (previewed) return;
    let live = true;
    service.suggestionsFor(bundle).then(
      (skus) => live && setSuggestions(skus),
      () => live && setSuggestions([]),
    );
    return () => {
      live = false;
    };
    // Reload when the bundle's contents change, not on every new cart object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service, bundle.id, insideIds, previewed]);

  return (
    <div className="bundle">
      <ul className="bundle__items" aria-label={`Items in ${bundleName}`}>
        {(bundle.items ?? []).map((inner) => {
          const key = lineKey(bundle.id, inner.sku.id);
          const removing = pending.removed.has(key) || previewed;
          return (
            <li key={inner.id} className="bundle__item" aria-busy={removing || undefined}>
              <span className="bundle__item-name">{inner.sku.name}</span>
              <span className="bundle__item-amount">{formatCents(skuAmount(inner.sku, inner.quantity))}</span>
              <QuantityStepper
                label={`Quantity for ${inner.sku.name} in ${bundleName}`}
                value={pending.quantities.get(key) ?? inner.quantity}
                {...quantityBounds('bundle-item', inner.sku.inventory)}
                disabled={removing}
                onChange={(q) =>
                  void mutations.enqueue({ kind: 'bundleQuantity', bundleId: bundle.id, skuId: inner.sku.id, quantity: q })
                }
              />
              {/* The box's own item stays while the box does (removing the box is the line's own Remove). */}
              {isBoxCoreItem(bundle, inner.sku.id) ? null : (
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Remove ${inner.sku.name} from ${bundleName}`}
                  disabled={removing}
                  onClick={() => void mutations.enqueue({ kind: 'removeFromBundle', bundleId: bundle.id, skuId: inner.sku.id })}
                >
                  Remove
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {suggestions.length > 0 ? (
        <section className="suggested" aria-label={`${CART_PANEL_TEXTS.suggestedItems} for ${bundleName}`}>
          <h4 className="suggested__title">{CART_PANEL_TEXTS.suggestedItems}</h4>
          <ul className="suggested__list">
            {suggestions.map((sku) => (
              <li key={sku.id} className="suggested__item">
                <span>{sku.name}</span>
                <span>{formatCents(skuAmount(sku, SUGGESTED_ITEM_QUANTITY))}</span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Add ${sku.name} to ${bundleName}`}
                  onClick={() =>
                    void mutations.enqueue({
                      kind: 'addToBundle',
                      bundleId: bundle.id,
                      skuId: sku.id,
                      quantity: SUGGESTED_ITEM_QUANTITY,
                    })
                  }
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
