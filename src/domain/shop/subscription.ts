import type { SubscriptionSummary, User } from './entities';

export { ALREADY_SUBSCRIBED_MESSAGE } from '../messages';

// 000 §4, exactly: cancel_at_period_end is not false and status is not canceled.
export function isActiveSubscription(sub: Pick<SubscriptionSummary, 'status' | 'cancel_at_period_end'>): boolean {
  return sub.cancel_at_period_end !== false && sub.status !== 'canceled';
}

// 000 §5: the user already actively subscribes to this product.
export function alreadySubscribed(
  user: Pick<User, 'subscriptions'> | null | undefined,
  productId: string,
): boolean {
  return (user?.subscriptions ?? []).some(
    (sub) => isActiveSubscription(sub) && (sub.items ?? []).some((item) => item?.sku?.product?.id === productId),
  );
}
