import { useActorRef } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { CartFeature } from '../../application/cart/cart-feature';
import { linkCartRuntime } from '../../application/cart/cart-runtime';
import { useService } from '../app/services-context';
import { AddToCartModal } from './add-to-cart-modal';
import { CartContext, type CartRuntime } from './cart-hooks';
import { CartPanel } from './cart-panel';

export { useAddToCart, useCartSummary } from './cart-hooks';

/**
 * Starts the cart (session, mutation queue, add-to-cart flow) from the CartFeature service and renders the
 * cart drawer and the add-to-cart modal. Mount it inside the ServicesProvider, around the pages.
 */
export function CartProvider({ children, withPanels = true }: { children?: ReactNode; withPanels?: boolean }) {
  const feature = useService<CartFeature>(CartFeature);
  const session = useActorRef(feature.sessionMachine);
  const [linked] = useState(() => linkCartRuntime(feature, session));
  const addToCart = useActorRef(feature.addToCartMachine, { input: { cart: linked.access } });
  const [checkoutEntry] = useState(() => feature.createCheckoutEntry(linked.access));
  const runtime = useMemo<CartRuntime>(
    () => ({ feature, session, mutations: linked.mutations, access: linked.access, addToCart, checkoutEntry }),
    [feature, session, linked, addToCart, checkoutEntry],
  );
  return (
    <CartContext.Provider value={runtime}>
      {children}
      {withPanels ? (
        <>
          <CartPanel />
          <AddToCartModal />
        </>
      ) : null}
    </CartContext.Provider>
  );
}
