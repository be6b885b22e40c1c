import { chooseDealPromotion, dealPromotionTypes } from '../../domain';
import type { CartRepository } from '../../ports/cart-repository';
import type { CatalogRepository } from '../../ports/catalog-repository';
import type { Clock } from '../../ports/clock';
import type { LocalStore } from '../../ports/local-store';
import type { UserSession } from '../session/user-session';
import type { CartSessionRef } from './live-cart';

export interface DealFollowerPorts {
  cartRepository: CartRepository;
  catalog: CatalogRepository;
  localStore: LocalStore;
  userSession: UserSession;
  clock: Clock;
}

/**
 * A deal the visitor arrived with (?deal=, stored as `deal`) is put on their cart for real (000 §3 §4 §7):
 * getPromotions with the stored deal (and `dealId` once known) picks the active promotion, its id is stored as
 * `dealId`, and setPromotionToCart puts it on the cart, whose totals then take it off. A deal whose promotions
 * have all ended is forgotten. Runs whenever the cart or the stored deal changes; once per cart and deal.
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
    const { cart, key } = session.getSnapshot().context;
    const deal = localStore.get('deal');
    if (!cart || !key || !deal || running) return;
    const attempt = `${cart.id}|${deal}|${localStore.get('dealId') ?? ''}`;
    if (attempt === tried) return;
    tried = attempt;
    running = true;
    try {
      const dealId = localStore.get('dealId');
      let promotions = await ports.catalog.promotions(dealPromotionTypes(deal), dealId);
      // A stored id the server no longer knows: look the deal up by its type alone.
      if (promotions.length === 0 && dealId) {
        localStore.remove('dealId');
        promotions = await ports.catalog.promotions(dealPromotionTypes(deal), null);
      }
      const choice = chooseDealPromotion(promotions, deal, Math.floor(ports.clock.now() / 1000));
      if (choice.kind === 'past') {
        localStore.remove('deal');
        localStore.remove('dealId');
        return;
      }
      if (choice.kind !== 'active') return;
      if (localStore.get('dealId') !== choice.promotion.id) localStore.set('dealId', choice.promotion.id);
      tried = `${cart.id}|${deal}|${choice.promotion.id}`;
      if (session.getSnapshot().context.cart?.promotion?.id === choice.promotion.id) return;
      const guest = ports.userSession.getSnapshot().status !== 'signedIn';
      const updated = await exclusive(() => ports.cartRepository.setPromotion(key, guest, choice.promotion.id));
      if (session.getSnapshot().context.cart?.id === updated.id) session.send({ type: 'cart.received', cart: updated });
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
