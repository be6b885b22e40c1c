import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckoutFeature } from '../../application/checkout/checkout.machine';
import { formatCents, type Cart } from '../../domain';
import type { CartKey } from '../../ports/cart-repository';
import { Navigation } from '../../ports/navigation';
import { useRequestCart } from '../app/cart-gate';
import { useService } from '../app/services-context';
import { CartContext } from '../cart/cart-context';
import { useCartRuntime, useCartState } from '../cart/cart-hooks';
import { lineAmount } from '../../domain';
import { AlertBar } from '../primitives/alert-bar';
import { Spinner } from '../primitives/spinner';
import { AddressSection } from './address-section';
import { CardSection } from './card-section';
import '../styles/cart.css';

/** 000 §2 §9: where checkout goes afterwards without a redirect parameter. */
export const DEFAULT_REDIRECT = '/dashboard';
export const ORDER_PLACED_TEXT = 'Thank you! Your order is placed.';

// Only same-site paths are followed, so a crafted link cannot send the shopper elsewhere.
const safeRedirect = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : DEFAULT_REDIRECT);

/** The /checkout route: selected lines, address, tax and shipping, wallet, card, and the confirmation. */
export function CheckoutPage() {
  // Opened directly, the page may come before the cart feature: ask for it now and wait.
  const cartStarted = useContext(CartContext) !== null;
  const requestCart = useRequestCart();
  useEffect(() => {
    if (!cartStarted) requestCart();
  }, [cartStarted, requestCart]);
  if (!cartStarted) {
    return (
      <main className="checkout">
        <h1>Checkout</h1>
        <Spinner label="Loading your cart" />
      </main>
    );
  }
  return <CheckoutWithCart />;
}

function CheckoutWithCart() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { cart, key, user, loading } = useCartState();
  // The flow keeps the cart it started with: after the order the cart re-syncs, the confirmation stays.
  const [started, setStarted] = useState<{ cart: Cart; key: CartKey; signedIn: boolean } | null>(null);
  if (!started && !loading && cart && key && cart.items.some((i) => i.selected)) {
    setStarted({ cart, key, signedIn: !!user });
  }
  return (
    <main className="checkout">
      <h1>Checkout</h1>
      {started ? (
        <CheckoutFlow key={started.cart.id} cart={started.cart} cartKey={started.key} signedIn={started.signedIn} redirect={redirect} />
      ) : loading ? (
        <Spinner label="Loading your cart" />
      ) : (
        <AlertBar tone="info">Your cart is empty.</AlertBar>
      )}
    </main>
  );
}

function CheckoutFlow({ cart, cartKey, signedIn, redirect }: { cart: Cart; cartKey: CartKey; signedIn: boolean; redirect: string }) {
  const feature = useService<CheckoutFeature>(CheckoutFeature);
  const navigation = useService<Navigation>(Navigation);
  const { session } = useCartRuntime();
  const actor = useActorRef(feature.checkoutMachine, {
    input: {
      key: cartKey,
      cart,
      signedIn,
      onCartChanged: (changed) => session.send(changed ? { type: 'cart.received', cart: changed } : { type: 'cart.resync' }),
    },
  });
  const state = useSelector(actor, (s) => s);
  const { context } = state;

  if (state.matches('placed') && context.order) {
    return (
      <section aria-labelledby="order-placed">
        <h2 id="order-placed">{ORDER_PLACED_TEXT}</h2>
        <p>Order number: {context.order.id}</p>
        <p>Total: {formatCents(context.order.total_amount)}</p>
        <button type="button" className="button button--primary" onClick={() => navigation.go(redirect)}>
          Continue
        </button>
      </section>
    );
  }

  const selected = context.cart.items.filter((i) => i.selected);
  const subtotal = selected.reduce((sum, i) => sum + lineAmount(i), 0);
  const shipping = context.shipping ? (context.shipping.freeShipment ? 0 : (context.shipping.shipmentCost ?? 0)) : null;
  const tax = context.taxes?.tax ?? null;
  const wallet = context.useWallet ? (context.cart.wallet_discount ?? 0) : 0;
  const ratesReady = shipping !== null && tax !== null;
  const addressBusy = state.matches('loadingAddresses') || state.matches('savingAddress') || state.matches('fetchingRates');
  const reviewing = state.matches('reviewing') || state.matches('applyingWallet') || state.matches('placingOrder');

  return (
    <>
      {context.error ? <AlertBar tone="error">{context.error}</AlertBar> : null}
      <section aria-labelledby="order-summary">
        <h2 id="order-summary">Order summary</h2>
        <ul className="checkout__lines">
          {selected.map((item) => (
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
            <dd>{formatCents(subtotal)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{shipping === null ? '—' : formatCents(shipping)}</dd>
          </div>
          <div>
            <dt>Tax</dt>
            <dd>{tax === null ? '—' : formatCents(tax)}</dd>
          </div>
          {context.cart.promotion ? (
            <div>
              <dt>Promotion</dt>
              <dd>{context.cart.promotion.description ?? context.cart.promotion.type}</dd>
            </div>
          ) : null}
          {wallet > 0 ? (
            <div>
              <dt>Wallet discount</dt>
              <dd>{formatCents(-wallet)}</dd>
            </div>
          ) : null}
          {ratesReady ? (
            <div>
              <dt>Total</dt>
              <dd>{formatCents(subtotal + shipping + tax - wallet)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="shipping-address">
        <h2 id="shipping-address">Shipping address</h2>
        {state.matches('loadingAddresses') ? (
          <Spinner label="Loading addresses" />
        ) : reviewing && context.address ? (
          <p>
            {context.address.first_name} {context.address.last_name}, {context.address.line1}, {context.address.city}{' '}
            <button type="button" className="link-button" onClick={() => actor.send({ type: 'changeAddress' })}>
              Change address
            </button>
          </p>
        ) : (
          <AddressSection
            addresses={context.addresses}
            selected={context.address}
            busy={addressBusy}
            onChoose={(id) => actor.send({ type: 'chooseAddress', id })}
            onSave={(input, id) => actor.send({ type: 'saveAddress', input, id })}
          />
        )}
        {state.matches('fetchingRates') ? <Spinner label="Getting tax and shipping rates" /> : null}
      </section>
      {reviewing ? (
        <section aria-labelledby="payment">
          <h2 id="payment">Payment</h2>
          {signedIn && !context.useWallet ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={!state.matches('reviewing')}
              onClick={() => actor.send({ type: 'applyWallet' })}
            >
              Use wallet balance
            </button>
          ) : null}
          <CardSection busy={!state.matches('reviewing')} onPlace={(card) => actor.send({ type: 'placeOrder', card })} />
          {state.matches('placingOrder') ? <Spinner label="Placing your order" /> : null}
        </section>
      ) : null}
    </>
  );
}
