import type { Role, User } from '../../src/domain/shop/entities';

export const CUSTOMER_ROLE: Role = { id: 'role-customer', name: 'customer' };
export const RETAILER_ROLE: Role = { id: 'role-retailer', name: 'retailer' };

/** A signed-in customer (jo@example.com) unless the test says otherwise. */
export function aUser(overrides: Partial<User> = {}): User {
  return { id: 'user-1', email: 'jo@example.com', roles: [CUSTOMER_ROLE], new_user: false, subscriptions: [], ...overrides };
}
