import { useEffect, useRef } from 'react';
import { afterOrderStep, formatCents, needsShippingAddress, OBSCURED_BLOCK, orderLines, placedOrderDiscount, promotionLabel, renewalNotes, renewalText, type Address, type Cart } from '../../domain';
import type { PlacedOrder } from '../../ports/checkout-repository';
import { useDocumentTitle } from '../app/document-title';

export const ORDER_PLACED_TEXT = 'Thank you! Your order is placed.';

export interface OrderConfirmationProps {
  order: PlacedOrder;
  /** The cart as it was charged. */
  cart: Cart;
  address: Address | null;
  /** Where the confirmation e-mail goes: the account's e-mail, or the guest's. */
  email: string | null;
  signedIn: boolean;
  redirect: string;
  onContinue(path: string): void;
}

/** What the shopper bought (per dog), what they paid, where it goes, and what happens next. */
export function OrderConfirmation({ order, cart, address, email, signedIn, redirect, onContinue }: OrderConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The tab says what happened, not 'Checkout'.
  useDocumentTitle('Order confirmed');
  // The page changed under the shopper's last press: take focus (and screen readers) to the news.
  useEffect(() => heading.current?.focus(), []);
  const lines = orderLines(cart.items);
  const next = afterOrderStep(redirect, signedIn);
  const boxes = lines.filter((l) => l.dog);
  const promotion = placedOrderDiscount(order);
  const ships = needsShippingAddress(cart.items);
  const placedAt = order.createdAt ? Date.parse(order.createdAt) : Number.NaN;
  const renewals = Number.isFinite(placedAt) ? renewalNotes(cart.items, placedAt) : [];
  const totals: [string, number][] = [
    ['Subtotal', order.subtotal_amount],
    // The deal taken off (First Month Free), so the lines add up to the total charged.
    ...(promotion > 0 ? ([[promotionLabel(cart.promotion), -promotion]] as [string, number][]) : []),
    ['Shipping', order.shipping_amount],
    ['Tax', order.tax],
    ...(order.used_coins_amount > 0 ? ([['Wallet', -order.used_coins_amount]] as [string, number][]) : []),
  ];
  return (
    <section aria-labelledby="order-placed" className="order-confirmation">
      <h2 id="order-placed" tabIndex={-1} ref={heading}>
        {ORDER_PLACED_TEXT}
      </h2>
      {/* The order number names no one (a replay shows it, so an owner can find the visit of an order); the e-mail does. */}
      <p>Order number: {order.id}</p>
      {email ? (
        <p {...OBSCURED_BLOCK}>
          A confirmation with your receipt is on its way to <strong>{email}</strong>.
        </p>
      ) : null}
      <h3>What you ordered</h3>
      <ul className="checkout__lines order-confirmation__lines">
        {lines.map((line) => (
          <li key={line.id}>
            <div>
              <span className="order-confirmation__product">
                {line.dog ? `${line.dog}'s ${line.product}` : line.product}
                {line.contents.length === 0 ? ` × ${line.quantity}` : ''}
              </span>
              {line.contents.length > 0 ? (
                <ul className="order-confirmation__contents">
                  {line.contents.map((c) => (
                    <li key={c.name}>
                      {c.name} × {c.quantity}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <dl className="checkout__totals" {...OBSCURED_BLOCK}>
        {totals.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
        <div className="order-confirmation__total">
          <dt>Total charged</dt>
          <dd>{formatCents(order.total_amount)}</dd>
        </div>
      </dl>
      {address && ships ? (
        <p {...OBSCURED_BLOCK}>
          Ships to {address.first_name} {address.last_name}, {address.line1}
          {address.line2 ? `, ${address.line2}` : ''}, {address.city}, {address.state} {address.postal_code}.
        </p>
      ) : null}
      <h3>What happens next</h3>
      <ul className="order-confirmation__next">
        {ships ? (
          <li>We pack your order fresh and e-mail you the tracking link once it ships.</li>
        ) : (
          <li>Nothing to ship: your digital items are ready in your account.</li>
        )}
        {renewals.map((note) => (
          <li key={note.name}>{renewalText(note)}</li>
        ))}
        {boxes.length > 0 ? (
          <li>
            {boxes.map((b) => b.dog).join(', ')}
            {boxes.length === 1 ? "'s box renews" : "'s boxes renew"} on its plan; you can pause or change{' '}
            {boxes.length === 1 ? 'it' : 'them'} any time from your dashboard.
          </li>
        ) : null}
        {!signedIn && email ? <li {...OBSCURED_BLOCK}>Sign in with {email} to follow your order and manage your dog boxes.</li> : null}
      </ul>
      <div className="order-confirmation__actions">
        <button type="button" className="button button--primary" onClick={() => onContinue(next.path)}>
          {next.label}
        </button>
        {!signedIn ? (
          <button type="button" className="button button--secondary" onClick={() => onContinue('/login?redirect=%2Fdashboard')}>
            Sign in
          </button>
        ) : null}
      </div>
    </section>
  );
}
