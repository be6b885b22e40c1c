import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addressNeeded, CheckoutFeature, checkoutTotals, totalsReady } from '../../application/checkout/checkout.machine';
import { chargedLines, formatCents, needsShippingAddress, renewalNotes, renewalText, OBSCURED_BLOCK, retailMinimumOrder, safeReturnPath, type Cart, type User } from '../../domain';
import type { CartKey } from '../../ports/cart-repository';
import { Navigation } from '../../ports/navigation';
import { useService } from '../app/services-context';
import { useCartState, useRequestCart, useStartedCart, useStartedCartOrNull } from '../cart/cart-hooks';
import { MINIMUM_ORDER_TITLE } from '../cart/cart-panel';
import { useShopSettings } from '../cart/use-shop-settings';
import { AlertBar } from '../primitives/alert-bar';
import { Dialog } from '../primitives/dialog';
import { Spinner } from '../primitives/spinner';
import { AddressSection } from './address-section';
import { CardSection } from './card-section';
import { OrderConfirmation } from './order-confirmation';
import { OrderSummary } from './order-summary';
import '../styles/cart.css';

/** 000 §2 §9: where checkout goes afterwards without a redirect parameter. */
export const DEFAULT_REDIRECT = '/dashboard';
export { ORDER_PLACED_TEXT } from './order-confirmation';

/** The /checkout route: selected lines, address, tax and shipping, wallet, card, and the confirmation. */
export function CheckoutPage() {
  // Opened directly, the page may come before the cart's code: ask for it now and wait.
  const cartStarted = useStartedCartOrNull() !== null;
  const requestCart = useRequestCart();
  useEffect(() => {
    if (!cartStarted) requestCart();
  }, [cartStarted, requestCart]);
  if (!cartStarted) {
    return (
      <div className="checkout">
        <h1>Checkout</h1>
        <Spinner label="Loading your cart" />
      </div>
    );
  }
  return <CheckoutWithCart />;
}

function CheckoutWithCart() {
  const [params] = useSearchParams();
  const redirect = safeReturnPath(params.get('redirect'), DEFAULT_REDIRECT);
  const { cart, key, user, loading } = useCartState();
  // The flow starts with the first cart that has something to charge, then follows the live cart.
  const [started, setStarted] = useState<{ cartId: string; key: CartKey; signedIn: boolean; cart: Cart } | null>(null);
  if (!started && !loading && cart && key && chargedLines(cart.items).length > 0) {
    setStarted({ cartId: cart.id, key, signedIn: !!user, cart });
  }
  const live = started && cart && cart.id === started.cartId ? cart : null;
  return (
    <div className="checkout">
      <h1>Checkout</h1>
      {started ? (
        <CheckoutFlow
          key={started.cartId}
          initialCart={started.cart}
          liveCart={live}
          cartKey={started.key}
          signedIn={started.signedIn}
          user={user}
          redirect={redirect}
        />
      ) : loading ? (
        <Spinner label="Loading your cart" />
      ) : (
        <AlertBar tone="info">Your cart is empty.</AlertBar>
      )}
    </div>
  );
}

interface FlowProps {
  initialCart: Cart;
  liveCart: Cart | null;
  cartKey: CartKey;
  signedIn: boolean;
  user: User | null;
  redirect: string;
}

function CheckoutFlow({ initialCart, liveCart, cartKey, signedIn, user, redirect }: FlowProps) {
  const service = useService(CheckoutFeature);
  const navigation = useService(Navigation);
  const { session } = useStartedCart();
  const settings = useShopSettings();
  const actor = useActorRef(service.checkoutMachine, {
    input: {
      key: cartKey,
      cart: initialCart,
      signedIn,
      onCartChanged: (changed) => session.send(changed ? { type: 'cart.received', cart: changed } : { type: 'cart.resync' }),
    },
  });
  // Checkout shows the cart it will charge: every change of the live cart goes to the flow.
  useEffect(() => {
    if (liveCart) actor.send({ type: 'cart.updated', cart: liveCart });
  }, [actor, liveCart]);
  useEffect(() => {
    actor.send({ type: 'settings.updated', firstMonthFreeSkuId: settings?.firstMonthFreeSkuId ?? null });
  }, [actor, settings]);
  const context = useSelector(actor, (s) => s.context);
  const placed = useSelector(actor, (s) => s.status === 'done');
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const reviewing = useSelector(actor, (s) => s.hasTag('payment'));
  // 'Save address' (or 'Ship to this address') replaces the form the shopper was in: the next step takes focus.
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (reviewing && lost) paymentHeading.current?.focus({ preventScroll: false });
  }, [reviewing]);
  const updating = useSelector(actor, (s) => s.hasTag('totalsUpdating'));
  const addressesLoading = useSelector(actor, (s) => s.hasTag('addressesLoading'));
  const ratesLoading = useSelector(actor, (s) => s.hasTag('ratesLoading'));
  const placing = useSelector(actor, (s) => s.hasTag('placing'));

  // 000 §5: the retail minimum holds here too, whichever way the shopper reached /checkout.
  const minimum = retailMinimumOrder({
    roles: user?.roles,
    isNewUser: user?.new_user === true,
    items: context.cart.items,
    retailStoreId: settings?.retailStoreId,
    storeName: settings?.retailStoreName,
  });
  const [minimumSeen, setMinimumSeen] = useState(false);

  if (placed && context.order) {
    return (
      <OrderConfirmation
        order={context.order}
        cart={context.orderedCart ?? context.cart}
        address={context.address}
        email={context.key.email ?? null}
        signedIn={signedIn}
        redirect={redirect}
        onContinue={(path) => navigation.go(path)}
      />
    );
  }

  if (chargedLines(context.cart.items).length === 0) {
    return <AlertBar tone="info">Your cart is empty.</AlertBar>;
  }

  const totals = checkoutTotals(context);
  const shipsNothing = !needsShippingAddress(context.cart.items);
  // A server that takes no order without an address gets a billing address for a digital-only order.
  const asksAddress = addressNeeded(context, context.cart);
  // What is charged later ($0 today with First Month Free, then $22.00 every 4 weeks) is said before paying.
  const renewals = renewalNotes(context.cart.items, service.now());
  const addressHeading = shipsNothing ? 'Billing address' : 'Shipping address';
  const ready = totalsReady(context);
  const canPlace = reviewing && !busy && ready && minimum.ok;
  const paymentError = reviewing ? context.error : null;

  return (
    <>
      {context.error && !paymentError ? <AlertBar tone="error">{context.error}</AlertBar> : null}
      {!minimum.ok ? <AlertBar tone="error">{minimum.message}</AlertBar> : null}
      <OrderSummary cart={context.cart} totals={totals} ratesKnown={ready} shipsNothing={shipsNothing} updating={updating} />
      {renewals.length > 0 ? (
        <section aria-label="After today" className="checkout__renewals">
          <p>After today&apos;s order:</p>
          <ul>
            {renewals.map((note) => (
              <li key={note.name}>{renewalText(note)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {!asksAddress ? null : (
        <section aria-labelledby="shipping-address">
          <h2 id="shipping-address">{addressHeading}</h2>
          {addressesLoading ? (
            <Spinner label="Loading addresses" />
          ) : reviewing && context.address ? (
            <p>
              <span {...OBSCURED_BLOCK}>{context.address.first_name} {context.address.last_name}, {context.address.line1}, {context.address.city}</span>{' '}
              <button type="button" className="link-button" onClick={() => actor.send({ type: 'changeAddress' })}>
                Change address
              </button>
            </p>
          ) : (
            <AddressSection
              addresses={context.addresses}
              selected={context.address}
              busy={busy}
              title={addressHeading}
              onChoose={(id) => actor.send({ type: 'chooseAddress', id })}
              onSave={(input, id) => actor.send({ type: 'saveAddress', input, id })}
            />
          )}
          {ratesLoading ? <Spinner label="Getting tax and shipping rates" /> : null}
        </section>
      )}
      {reviewing ? (
        <section aria-labelledby="payment">
          <h2 id="payment" tabIndex={-1} ref={paymentHeading}>Payment</h2>
          {signedIn && !(context.cart.wallet_discount && context.cart.wallet_discount > 0) ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => actor.send({ type: 'applyWallet' })}
            >
              Use wallet balance
            </button>
          ) : null}
          <CardSection
            busy={!canPlace}
            error={paymentError}
            onPlace={(paymentToken) => actor.send({ type: 'placeOrder', paymentToken })}
          />
          {placing ? <Spinner label="Placing your order" /> : null}
        </section>
      ) : null}
      <Dialog
        open={!minimum.ok && !minimumSeen}
        onClose={() => setMinimumSeen(true)}
        title={MINIMUM_ORDER_TITLE}
        footer={
          <button type="button" className="button button--primary" onClick={() => setMinimumSeen(true)}>
            OK
          </button>
        }
      >
        <p>{minimum.ok ? null : minimum.message}</p>
      </Dialog>
    </>
  );
}
