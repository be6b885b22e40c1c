import { chargedLines, formatCents, lineAmount, promotionLabel, type Cart, type OrderTotals } from '../../domain';
import { Spinner } from '../primitives/spinner';

export interface OrderSummaryProps {
  cart: Cart;
  totals: OrderTotals;
  /** Tax and shipping are known for these lines (or nothing ships). */
  ratesKnown: boolean;
  shipsNothing: boolean;
  updating: boolean;
}

/** The lines checkout will charge and the domain's totals of them; the Total only once every amount is known. */
export function OrderSummary({ cart, totals, ratesKnown, shipsNothing, updating }: OrderSummaryProps) {
  const lines = chargedLines(cart.items);
  return (
    <section aria-labelledby="order-summary" aria-busy={updating || undefined}>
      <h2 id="order-summary">Order summary</h2>
      <ul className="checkout__lines">
        {lines.map((item) => (
          <li key={item.id}>
            <span>
              {item.name || item.sku?.name} × {item.quantity}
            </span>
            <span>{formatCents(lineAmount(item))}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(totals.subtotal)}</dd>
        </div>
        {cart.promotion ? (
          <div>
            <dt>{promotionLabel(cart.promotion)}</dt>
            <dd>{totals.promotionDiscount > 0 ? formatCents(-totals.promotionDiscount) : 'Included'}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd>{shipsNothing ? formatCents(0) : ratesKnown ? formatCents(totals.shipping) : '—'}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{shipsNothing || ratesKnown ? formatCents(totals.tax) : '—'}</dd>
        </div>
        {totals.walletDiscount > 0 ? (
          <div>
            <dt>Wallet discount</dt>
            <dd>{formatCents(-totals.walletDiscount)}</dd>
          </div>
        ) : null}
        {ratesKnown && !updating ? (
          <div className="checkout__total">
            <dt>Total</dt>
            <dd>{formatCents(totals.total)}</dd>
          </div>
        ) : null}
      </dl>
      {updating ? <Spinner label="Updating your totals" /> : null}
    </section>
  );
}
