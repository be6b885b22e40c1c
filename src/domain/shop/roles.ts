import type { Role } from './entities';

// 000 §6: a referrer counts as an affiliate when its roles include one fixed role id (value not in the spec).
export const AFFILIATE_ROLE_ID = '5f1e0affa1b2c3d4e5f60001';
export const RETAILER_ROLE_NAME = 'retailer';

type Roles = Pick<Role, 'id' | 'name'>[] | null | undefined;

export function isAffiliate(roles: Roles): boolean {
  return (roles ?? []).some((r) => r?.id === AFFILIATE_ROLE_ID);
}

export function isRetailer(roles: Roles): boolean {
  return (roles ?? []).some((r) => r?.name === RETAILER_ROLE_NAME);
}

// 000 §5 §6: a signed-in user (one with a roles list) without the retailer role.
export function canAddNewDog(user: { roles?: Roles } | null | undefined): boolean {
  return !!user && Array.isArray(user.roles) && !isRetailer(user.roles);
}
