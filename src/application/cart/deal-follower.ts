import { chooseDealPromotion, dealPromotionTypes, visitorDeal } from '../../domain';
import type { CartRepository } from '../../ports/cart-repository';
import type { CatalogRepository } from '../../ports/catalog-repository';
import type { Clock } from '../../ports/clock';
import type { LocalStore } from '../../ports/local-store';
import type { UserSession } from '../session/user-session';
import { selectCart, selectCartKey } from './cart-session.selectors';
import type { CartSessionRef } from './live-cart';

export interface DealFollowerPorts {
  cartRepository: CartRepository;
  catalog: CatalogRepository;
  localStore: LocalStore;
  userSession: UserSession;
  clock: Clock;
}

/**
 * Every visitor's deal is put on their cart for real (000 §3 §4 §7): the deal they arrived with (?deal=, stored as
 * `deal`), or the default free_treat. getPromotions is asked with the stored deal (and `dealId` once known), or with
 * the spec's two types free_treat and free_membership when none is stored; the active promotion of the deal is
 * picked, its id stored as `dealId` for an arrived deal, and setPromotionToCart puts it on the cart, whose totals
 * then take it off. An arrived deal whose promotions have all ended is forgotten. Runs whenever the cart or the
 * stored deal changes; once per cart and deal.
 */
export function followDeal(
  ports: DealFollowerPorts,
  session: CartSessionRef,
  exclusive: <T>(work: () => Promise<T>) => Promise<T>,
): () => void {
  const { localStore } = ports;
  let tried: string | null = null;
  let running = false;

  const check = async (): Promise<void> => {
    const snapshot = session.getSnapshot();
    const cart = selectCart(snapshot);
    const key = selectCartKey(snapshot);
    const stored = localStore.get('deal');
    if (!cart || !key || running) return;
    // A promotion already on the cart is the one the visitor has; the default deal does not displace it.
    if (!stored && cart.promotion) return;
    const attempt = `${cart.id}|${stored ?? ''}|${localStore.get('dealId') ?? ''}`;
    if (attempt === tried) return;
    tried = attempt;
    running = true;
    try {
      const dealId = localStore.get('dealId');
      let promotions = await ports.catalog.promotions(dealPromotionTypes(stored), dealId);
      // A stored id the server no longer knows: look the deal up by its type alone.
      if (promotions.length === 0 && dealId) {
        localStore.remove('dealId');
        promotions = await ports.catalog.promotions(dealPromotionTypes(stored), null);
      }
      const choice = chooseDealPromotion(promotions, visitorDeal(stored), Math.floor(ports.clock.now() / 1000));
      if (choice.kind === 'past') {
        if (stored) localStore.remove('deal');
        localStore.remove('dealId');
        return;
      }
      if (choice.kind !== 'active') return;
      // The promotion found for an arrived deal is kept with it; the default deal is looked up again each visit.
      if (stored && localStore.get('dealId') !== choice.promotion.id) localStore.set('dealId', choice.promotion.id);
      tried = `${cart.id}|${stored ?? ''}|${localStore.get('dealId') ?? ''}`;
      if (selectCart(session.getSnapshot())?.promotion?.id === choice.promotion.id) return;
      const guest = ports.userSession.getSnapshot().status !== 'signedIn';
      const updated = await exclusive(() => ports.cartRepository.setPromotion(key, guest, choice.promotion.id));
      if (selectCart(session.getSnapshot())?.id === updated.id) session.send({ type: 'cart.received', cart: updated });
    } catch {
      // A deal that cannot be applied now leaves the cart as it is: its totals are still the server's.
    } finally {
      running = false;
    }
  };

  const subscription = session.subscribe(() => void check());
  const stopStore = localStore.subscribe((changed) => {
    if (changed === 'deal' || changed === 'dealId') void check();
  });
  void check();
  return () => {
    subscription.unsubscribe();
    stopStore();
  };
}
