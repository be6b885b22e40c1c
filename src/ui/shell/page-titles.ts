import type { SearchablePage } from '../../domain/account';
import { LEGAL_LINKS, SITE_MENUS } from './site-menus';

// The titles page search shows for paths that are not in the menus (001 §2 Account routes, sidebar, affiliate area).
const ACCOUNT_TITLES: Record<string, string> = {
  '/': 'Home',
  '/login': 'Sign in',
  '/checkout': 'Checkout',
  '/retailer-shop': 'Retailer Shop',
  '/dashboard': 'Dashboard',
  '/dashboard/profile': 'Profile',
  '/dashboard/subscriptions': 'Dogs',
  '/dashboard/gift': 'Send Gift',
  '/dashboard/membership': 'Wellness Membership',
  '/dashboard/consultation': 'Book a Nutrition Consult',
  '/dashboard/billing': 'Billing',
  '/dashboard/orders': 'Orders',
  '/dashboard/communication': 'Communications',
  '/dashboard/reviews': 'Reviews',
  '/affiliate/dashboard': 'Affiliate Panel',
  '/affiliate/dashboard/latest': 'Activites',
  '/affiliate/dashboard/bank': 'Settings / Bank Account',
  '/affiliate/dashboard/deals': 'Deals',
  '/affiliate/dashboard/milestones': 'Milestone Rewards',
  '/affiliate/dashboard/kits': 'Affiliate Kits',
};

const KNOWN_TITLES = new Map<string, string>([
  ...Object.entries(ACCOUNT_TITLES),
  ...SITE_MENUS.flatMap((m) => m.links.map((l) => [l.to, l.label] as [string, string])),
  ...LEGAL_LINKS.map((l) => [l.to, l.label] as [string, string]),
]);

const SMALL_WORDS = new Set(['a', 'and', 'or', 'the', 'to', 'of', 'for', 'in']);

/** A readable title from a path the shop has no title for: '/how-to-chew' → 'How to Chew'. */
export function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return last
    .split('-')
    .filter(Boolean)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The page links with their titles; area parents ('Dashboard') prefix their pages' titles where they repeat. */
export function titledPages(paths: readonly string[]): SearchablePage[] {
  return paths.map((path) => {
    const title = KNOWN_TITLES.get(path) ?? titleFromPath(path);
    if (path.startsWith('/affiliate/dashboard/')) return { path, title: `${title} (Affiliate)` };
    return { path, title };
  });
}
