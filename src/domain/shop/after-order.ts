// Where a shopper goes after placing an order.

/** 001 §2 account routes: pages only a signed-in shopper can open. */
const SIGNED_IN_AREAS = ['/dashboard', '/affiliate/dashboard', '/retailer-shop'];

export const isSignedInArea = (path: string): boolean =>
  SIGNED_IN_AREAS.some((area) => path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}?`));

export interface AfterOrderStep {
  path: string;
  label: 'Go to your dashboard' | 'Continue' | 'Continue shopping';
}

/**
 * 000 §2: after checkout the shopper goes to the redirect (default /dashboard). A guest cannot open a signed-in
 * page (it would only send them to /login), so a guest whose redirect is one continues shopping instead.
 */
export function afterOrderStep(redirect: string, signedIn: boolean): AfterOrderStep {
  if (!signedIn && isSignedInArea(redirect)) return { path: '/', label: 'Continue shopping' };
  if (redirect === '/dashboard') return { path: redirect, label: 'Go to your dashboard' };
  return { path: redirect, label: 'Continue' };
}
