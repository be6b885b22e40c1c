import { useState } from 'react';
import {
  arrangeCartPanel,
  canAddNewDog,
  canCheckout,
  cartTotals,
  CART_PANEL_TEXTS,
  formatCents,
  isPreviewLine,
  offersBuyOnly,
  PRODUCTS_BLOCK_TITLE,
} from '../../domain';
import { Drawer } from '../primitives/drawer';
import { Dialog } from '../primitives/dialog';
import { LoadingOverlay } from '../primitives/spinner';
import { useStartedCart, useCartState } from './cart-hooks';
import { CartLine } from './cart-line';
import { useShopSettings } from './use-shop-settings';
import '../styles/cart.css';

export const EMPTY_CART_TEXT = 'Your cart is empty.';
export const MINIMUM_ORDER_TITLE = 'Minimum order';
/** 000 §2 §5: the Add a New Dog button's target, marked as coming from the cart. */
export const ADD_NEW_DOG_PATH = '/box/start?from=cart';

/** The cart side panel (000 §2): 'YOUR CART', lines in the domain's order, footer with Subtotal and Checkout. */
export function CartPanel() {
  const { session, checkoutEntry, service } = useStartedCart();
  const { cart, user, loading, open } = useCartState();
  const settings = useShopSettings();
  const [blocked, setBlocked] = useState<string | null>(null);
  const [pressing, setPressing] = useState(false);
  const close = () => session.send({ type: 'cart.close' });
  const items = cart?.items ?? [];
  const { firstClass, goods } = arrangeCartPanel(items);
  const firstMonthFreeSkuId = settings?.firstMonthFreeSkuId ?? null;
  // The Subtotal is the selected lines less the cart's promotion, as checkout and the server count it.
  const totals = cart ? cartTotals(cart, { firstMonthFreeSkuId }) : null;

  // Checkout, or 'Buy only this' (the line alone selected first): the same checks, dialog and way to /checkout.
  const pressCheckout = async (onlyItemId?: string) => {
    setPressing(true);
    try {
      const result = await (onlyItemId ? checkoutEntry.pressOnly(onlyItemId) : checkoutEntry.press());
      // 000 §8: a minimum order not met shows only the dialog.
      if (result.kind === 'minimumOrderNotMet') setBlocked(result.message);
      if (result.kind === 'proceeding') close();
    } finally {
      setPressing(false);
    }
  };

  const buyOnly = (itemId: string) =>
    offersBuyOnly(items, itemId) ? { onBuyOnly: () => void pressCheckout(itemId), buyOnlyDisabled: pressing } : {};

  return (
    <>
      <Drawer
        open={open}
        onClose={close}
        title={CART_PANEL_TEXTS.title}
        footer={
          <div className="cart-footer">
            <p className="cart-footer__subtotal">
              <span>{CART_PANEL_TEXTS.subtotal}</span> <span>{formatCents(totals?.discountedTotal ?? 0)}</span>
            </p>
            <p className="cart-footer__note">{CART_PANEL_TEXTS.shippingNote}</p>
            <div className="cart-footer__actions">
              {canAddNewDog(user) ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    close();
                    service.ports.navigation.go(ADD_NEW_DOG_PATH);
                  }}
                >
                  {CART_PANEL_TEXTS.addNewDog}
                </button>
              ) : null}
              <button
                type="button"
                className="button button--primary"
                // Checkout goes by the server's cart: it waits for an add shown before the server's answer.
                disabled={!canCheckout(items) || pressing || items.some(isPreviewLine)}
                onClick={() => void pressCheckout()}
              >
                {CART_PANEL_TEXTS.checkout}
              </button>
            </div>
          </div>
        }
      >
        <div className="cart-panel" aria-busy={loading || undefined}>
          <LoadingOverlay show={loading} label="Loading cart" />
          {items.length === 0 && !loading ? <p className="cart-panel__empty">{EMPTY_CART_TEXT}</p> : null}
          {firstClass.length > 0 ? (
            <ul className="cart-panel__lines" aria-label="Cart items">
              {firstClass.map((item) => (
                <CartLine key={item.id} item={item} cart={cart!} firstMonthFreeSkuId={firstMonthFreeSkuId} {...buyOnly(item.id)} />
              ))}
            </ul>
          ) : null}
          {goods.length > 0 ? (
            <section className="cart-panel__goods" aria-label={PRODUCTS_BLOCK_TITLE}>
              <h3 className="cart-panel__block-title">{PRODUCTS_BLOCK_TITLE}</h3>
              <ul className="cart-panel__lines">
                {goods.map((item) => (
                  <CartLine key={item.id} item={item} cart={cart!} firstMonthFreeSkuId={firstMonthFreeSkuId} {...buyOnly(item.id)} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </Drawer>
      <Dialog
        open={blocked !== null}
        onClose={() => setBlocked(null)}
        title={MINIMUM_ORDER_TITLE}
        footer={
          <button type="button" className="button button--primary" onClick={() => setBlocked(null)}>
            OK
          </button>
        }
      >
        <p>{blocked}</p>
      </Dialog>
    </>
  );
}
