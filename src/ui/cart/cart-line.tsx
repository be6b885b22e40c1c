import {
  attributeLines,
  cartItemBadges,
  FIRST_MONTH_FREE,
  formatCents,
  isPreviewLine,
  lineAmount,
  lineDealDiscount,
  quantityBounds,
  renewalNote,
  type Cart,
  type CartItem,
} from '../../domain';
import { lineKey } from '../../application/cart/cart-mutation-queue';
import { QuantityStepper } from '../primitives/quantity-stepper';
import { BundleContents } from './bundle-contents';
import { useStartedCart, usePendingCart } from './cart-hooks';

/** The line's own way to checkout: it alone is selected (selectOnlyCartItem), the rest stay in the cart. */
export const BUY_ONLY_TEXT = 'Buy only this';

export const lineName = (item: CartItem) => item.name || item.sku?.name || 'Item';

export interface CartLineProps {
  item: CartItem;
  /** The cart the line is in: its promotion decides the 'First Month Free' line. */
  cart: Cart;
  firstMonthFreeSkuId: string | null;
  /** 'Buy only this': check out this line alone (offered when the cart holds more). */
  onBuyOnly?: () => void;
  buyOnlyDisabled?: boolean;
}

/** One cart line: select, name, badges, notes, attributes, amount, stepper (goods), remove; bundles list their items. */
export function CartLine({ item, cart, firstMonthFreeSkuId, onBuyOnly, buyOnlyDisabled }: CartLineProps) {
  const { mutations } = useStartedCart();
  const pending = usePendingCart();
  const name = lineName(item);
  const removing = pending.removed.has(lineKey(item.id));
  // A line shown before the server has answered its add has no id of the server's yet: nothing to change on it.
  const previewed = isPreviewLine(item);
  const locked = removing || previewed;
  const quantity = pending.quantities.get(lineKey(item.id)) ?? item.quantity;
  const note = renewalNote(item);
  const attributes = attributeLines(item.sku_attributes);
  const discount = lineDealDiscount(cart, item, firstMonthFreeSkuId);
  const isGood = item.type === 'good';
  return (
    <li className={`cart-line${removing ? ' cart-line--removing' : ''}`} aria-label={name} aria-busy={locked || undefined}>
      <div className="cart-line__head">
        <input
          type="checkbox"
          className="cart-line__select"
          aria-label={`Select ${name}`}
          checked={item.selected}
          disabled={locked}
          onChange={(e) => void mutations.enqueue({ kind: 'select', itemId: item.id, value: e.target.checked })}
        />
        <div className="cart-line__title">
          <span className="cart-line__name">{name}</span>
          {cartItemBadges(item).map((badge) => (
            <span key={badge} className="badge">
              {badge}
            </span>
          ))}
        </div>
        <span className="cart-line__amount">{formatCents(lineAmount(item))}</span>
      </div>
      {note ? <p className="cart-line__note">{note}</p> : null}
      {attributes.length > 0 ? (
        <dl className="cart-line__attributes">
          {attributes.map((line, index) => (
            <div key={`${line.label}-${index}`} className="cart-line__attribute">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {discount > 0 ? (
        <p className="cart-line__deal">
          <span>{FIRST_MONTH_FREE.label}</span> <span>{formatCents(-discount)}</span>
        </p>
      ) : null}
      <div className="cart-line__actions">
        {isGood ? (
          <QuantityStepper
            label={`Quantity for ${name}`}
            value={quantity}
            {...quantityBounds('good', item.sku?.inventory)}
            disabled={locked}
            onChange={(q) => void mutations.enqueue({ kind: 'quantity', itemId: item.id, quantity: q })}
          />
        ) : null}
        <button
          type="button"
          className="link-button"
          aria-label={`Remove ${name}`}
          disabled={locked}
          onClick={() => void mutations.enqueue({ kind: 'remove', itemId: item.id })}
        >
          Remove
        </button>
        {onBuyOnly ? (
          <button
            type="button"
            className="link-button"
            aria-label={`${BUY_ONLY_TEXT}: ${name}`}
            disabled={locked || buyOnlyDisabled}
            onClick={onBuyOnly}
          >
            {BUY_ONLY_TEXT}
          </button>
        ) : null}
      </div>
      {item.type === 'bundle' ? <BundleContents bundle={item} /> : null}
    </li>
  );
}
