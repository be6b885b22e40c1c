import type { Role } from './entities';

// 000 §6 marks an affiliate by the role name affiliate, and a referrer by "one specific fixed role id" whose value
// the spec does not give: that id is the one the server's role named affiliate carries, so the role is found by name
// and no server's id is written into the shop.
export const AFFILIATE_ROLE_NAME = 'affiliate';
export const RETAILER_ROLE_NAME = 'retailer';

type Roles = Pick<Role, 'id' | 'name'>[] | null | undefined;

export function isAffiliate(roles: Roles): boolean {
  return (roles ?? []).some((r) => r?.name === AFFILIATE_ROLE_NAME);
}

export function isRetailer(roles: Roles): boolean {
  return (roles ?? []).some((r) => r?.name === RETAILER_ROLE_NAME);
}

// 000 §5 §6: a signed-in user (one with a roles list) without the retailer role.
export function canAddNewDog(user: { roles?: Roles } | null | undefined): boolean {
  return !!user && Array.isArray(user.roles) && !isRetailer(user.roles);
}
