import { shallowEqual } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckoutFeature } from '../../application/checkout/checkout-feature';
import {
  selectAddress, selectAddresses, selectAddressesLoading, selectAsksAddress, selectBusy, selectCart, selectCartItems, selectEmail,
  selectError, selectNothingToCharge, selectOrderedCart, selectPaying, selectPlacedOrder, selectPlacing, selectRatesLoading,
  selectShipsNothing, selectTotals, selectTotalsReady, selectTotalsUpdating, selectWalletApplied,
} from '../../application/checkout/checkout.selectors';
import { chargedLines, renewalNotes, renewalText, OBSCURED_BLOCK, retailMinimumOrder, safeReturnPath, type Cart, type User } from '../../domain';
import type { CartKey } from '../../ports/cart-repository';
import { Navigation } from '../../ports/navigation';
import { useService } from '../app/services-context';
import { useCartState, useRequestCart, useStartedCart } from '../cart/cart-hooks';
import { MINIMUM_ORDER_TITLE } from '../cart/cart-panel';
import { useShopSettings } from '../cart/use-shop-settings';
import { AlertBar } from '../primitives/alert-bar';
import { Dialog } from '../primitives/dialog';
import { Spinner } from '../primitives/spinner';
import { AddressSection } from './address-section';
import { CardSection } from './card-section';
import { OrderConfirmation } from './order-confirmation';
import { OrderSummary } from './order-summary';
import { CheckoutActor } from './checkout-actor';
import '../styles/cart.css';

/** 000 §2 §9: where checkout goes afterwards without a redirect parameter. */
export const DEFAULT_REDIRECT = '/dashboard';
export { ORDER_PLACED_TEXT } from './order-confirmation';

/** The /checkout route: selected lines, address, tax and shipping, wallet, card, and the confirmation. */
export function CheckoutPage() {
  // Opened directly, the page may come before the cart's code: ask for it now and wait.
  const cartStarted = useStartedCart({ orNull: true }) !== null;
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
  const { session } = useStartedCart();
  const input = {
    key: cartKey,
    cart: initialCart,
    signedIn,
    onCartChanged: (changed: Cart | null) => session.send(changed ? { type: 'cart.received', cart: changed } : { type: 'cart.resync' }),
  };
  return (
    <CheckoutActor.Provider logic={service.checkoutMachine} options={{ input }}>
      <FollowLiveCart liveCart={liveCart} />
      <CheckoutSteps signedIn={signedIn} user={user} redirect={redirect} />
    </CheckoutActor.Provider>
  );
}

/** Checkout shows the cart it will charge: every change of the live cart goes to the flow. */
function FollowLiveCart({ liveCart }: { liveCart: Cart | null }) {
  const actor = CheckoutActor.useActorRef();
  useEffect(() => {
    // Once the order is placed the flow is over; the cart that empties then is the shop's next one, not this order's.
    if (liveCart && actor.getSnapshot().status === 'active') actor.send({ type: 'cart.updated', cart: liveCart });
  }, [actor, liveCart]);
  return null;
}

function CheckoutSteps({ signedIn, user, redirect }: Omit<FlowProps, 'initialCart' | 'liveCart' | 'cartKey'>) {
  const actor = CheckoutActor.useActorRef();
  const settings = useShopSettings();
  useEffect(() => {
    actor.send({ type: 'settings.updated', firstMonthFreeSkuId: settings?.firstMonthFreeSkuId ?? null });
  }, [actor, settings]);
  const placed = CheckoutActor.useSelector(selectPlacedOrder);
  const nothingToCharge = CheckoutActor.useSelector(selectNothingToCharge);
  const items = CheckoutActor.useSelector(selectCartItems);
  // 000 §5: the retail minimum holds here too, whichever way the shopper reached /checkout.
  const minimum = retailMinimumOrder({
    roles: user?.roles,
    isNewUser: user?.new_user === true,
    items,
    retailStoreId: settings?.retailStoreId,
    storeName: settings?.retailStoreName,
  });
  const [minimumSeen, setMinimumSeen] = useState(false);

  if (placed) return <PlacedOrder signedIn={signedIn} redirect={redirect} />;
  if (nothingToCharge) return <AlertBar tone="info">Your cart is empty.</AlertBar>;

  return (
    <>
      <FlowError />
      {!minimum.ok ? <AlertBar tone="error">{minimum.message}</AlertBar> : null}
      <CheckoutSummary />
      <Renewals />
      <AddressStep />
      <PaymentStep signedIn={signedIn} minimumOk={minimum.ok} />
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

function PlacedOrder({ signedIn, redirect }: { signedIn: boolean; redirect: string }) {
  const navigation = useService(Navigation);
  const order = CheckoutActor.useSelector(selectPlacedOrder)!;
  const cart = CheckoutActor.useSelector(selectOrderedCart);
  const address = CheckoutActor.useSelector(selectAddress);
  const email = CheckoutActor.useSelector(selectEmail);
  return (
    <OrderConfirmation
      order={order}
      cart={cart}
      address={address}
      email={email}
      signedIn={signedIn}
      redirect={redirect}
      onContinue={(path) => navigation.go(path)}
    />
  );
}

/** A failure before payment; once paying, the payment section shows it beside Place order instead. */
function FlowError() {
  const error = CheckoutActor.useSelector(selectError);
  const paying = CheckoutActor.useSelector(selectPaying);
  return error && !paying ? <AlertBar tone="error">{error}</AlertBar> : null;
}

function CheckoutSummary() {
  const cart = CheckoutActor.useSelector(selectCart);
  const totals = CheckoutActor.useSelector(selectTotals, shallowEqual);
  const ready = CheckoutActor.useSelector(selectTotalsReady);
  const shipsNothing = CheckoutActor.useSelector(selectShipsNothing);
  const updating = CheckoutActor.useSelector(selectTotalsUpdating);
  return <OrderSummary cart={cart} totals={totals} ratesKnown={ready} shipsNothing={shipsNothing} updating={updating} />;
}

/** What is charged later ($0 today with First Month Free, then $22.00 every 4 weeks) is said before paying. */
function Renewals() {
  const service = useService(CheckoutFeature);
  const items = CheckoutActor.useSelector(selectCartItems);
  const renewals = renewalNotes(items, service.now());
  if (renewals.length === 0) return null;
  return (
    <section aria-label="After today" className="checkout__renewals">
      <p>After today&apos;s order:</p>
      <ul>
        {renewals.map((note) => (
          <li key={note.name}>{renewalText(note)}</li>
        ))}
      </ul>
    </section>
  );
}

function AddressStep() {
  const actor = CheckoutActor.useActorRef();
  // A server that takes no order without an address gets a billing address for a digital-only order.
  const asksAddress = CheckoutActor.useSelector(selectAsksAddress);
  const shipsNothing = CheckoutActor.useSelector(selectShipsNothing);
  const loading = CheckoutActor.useSelector(selectAddressesLoading);
  const ratesLoading = CheckoutActor.useSelector(selectRatesLoading);
  const paying = CheckoutActor.useSelector(selectPaying);
  const busy = CheckoutActor.useSelector(selectBusy);
  const address = CheckoutActor.useSelector(selectAddress);
  const addresses = CheckoutActor.useSelector(selectAddresses);
  if (!asksAddress) return null;
  const heading = shipsNothing ? 'Billing address' : 'Shipping address';
  return (
    <section aria-labelledby="shipping-address">
      <h2 id="shipping-address">{heading}</h2>
      {loading ? (
        <Spinner label="Loading addresses" />
      ) : paying && address ? (
        <p>
          <span {...OBSCURED_BLOCK}>{address.first_name} {address.last_name}, {address.line1}, {address.city}</span>{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'changeAddress' })}>
            Change address
          </button>
        </p>
      ) : (
        <AddressSection
          addresses={addresses}
          selected={address}
          busy={busy}
          title={heading}
          onChoose={(id) => actor.send({ type: 'chooseAddress', id })}
          onSave={(input, id) => actor.send({ type: 'saveAddress', input, id })}
        />
      )}
      {ratesLoading ? <Spinner label="Getting tax and shipping rates" /> : null}
    </section>
  );
}

function PaymentStep({ signedIn, minimumOk }: { signedIn: boolean; minimumOk: boolean }) {
  const actor = CheckoutActor.useActorRef();
  const paying = CheckoutActor.useSelector(selectPaying);
  const busy = CheckoutActor.useSelector(selectBusy);
  const ready = CheckoutActor.useSelector(selectTotalsReady);
  const placing = CheckoutActor.useSelector(selectPlacing);
  const walletApplied = CheckoutActor.useSelector(selectWalletApplied);
  const error = CheckoutActor.useSelector(selectError);
  // 'Save address' (or 'Ship to this address') replaces the form the shopper was in: the next step takes focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (paying && lost) heading.current?.focus({ preventScroll: false });
  }, [paying]);
  if (!paying) return null;
  const canPlace = !busy && ready && minimumOk;
  return (
    <section aria-labelledby="payment">
      <h2 id="payment" tabIndex={-1} ref={heading}>Payment</h2>
      {signedIn && !walletApplied ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'applyWallet' })}>
          Use wallet balance
        </button>
      ) : null}
      <CardSection busy={!canPlace} error={error} onPlace={(paymentToken) => actor.send({ type: 'placeOrder', paymentToken })} />
      {placing ? <Spinner label="Placing your order" /> : null}
    </section>
  );
}
