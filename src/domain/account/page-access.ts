// 001 §2 Account routes and §6: which pages a visitor can use, so page search never offers a page that would
// only send them to sign in or tell them it is not for their account.
export interface Viewer {
  signedIn: boolean;
  affiliate: boolean;
  retailer: boolean;
}

export const GUEST_VIEWER: Viewer = { signedIn: false, affiliate: false, retailer: false };

const under = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

export function canUsePage(path: string, viewer: Viewer): boolean {
  if (under(path, '/affiliate/dashboard')) return viewer.affiliate;
  if (under(path, '/retailer-shop')) return viewer.retailer;
  if (under(path, '/dashboard') || under(path, '/checkout')) return viewer.signedIn;
  // Signed in already: the sign-in page would only send them on.
  if (path === '/login') return !viewer.signedIn;
  return true;
}

export interface SearchablePage {
  path: string;
  title: string;
}

/**
 * 001 §2 §5 page search over titled pages: nothing until more than 2 characters; matches the path or the title
 * case-insensitively; only pages the viewer can use; title matches first, then by path order.
 */
export function searchTitledPages(pages: readonly SearchablePage[], query: string, viewer: Viewer): SearchablePage[] {
  const q = typeof query === 'string' ? query.trim().toLowerCase() : '';
  if (q.length < 3) return [];
  const usable = pages.filter((p) => canUsePage(p.path, viewer));
  const byTitle = usable.filter((p) => p.title.toLowerCase().includes(q));
  const byPath = usable.filter((p) => !byTitle.includes(p) && p.path.toLowerCase().includes(q));
  return [...byTitle, ...byPath];
}
