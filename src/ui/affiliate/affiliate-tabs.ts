// 001 §2 Affiliate area: the six routes and their titles exactly as written ('Activites' included).
export interface AffiliateTab {
  path: string;
  title: string;
  /** The tab's short name in the area's navigation. */
  tab: string;
}

export const AFFILIATE_TABS = {
  panel: { path: '/affiliate/dashboard', title: 'Affiliate Panel', tab: 'Panel' },
  latest: { path: '/affiliate/dashboard/latest', title: 'Activites', tab: 'Activites' },
  bank: { path: '/affiliate/dashboard/bank', title: 'Settings / Bank Account', tab: 'Settings' },
  deals: { path: '/affiliate/dashboard/deals', title: 'Deals', tab: 'Deals' },
  milestones: { path: '/affiliate/dashboard/milestones', title: 'Milestone Rewards', tab: 'Milestones' },
  kits: { path: '/affiliate/dashboard/kits', title: 'Affiliate Kits', tab: 'Kits' },
} as const satisfies Record<string, AffiliateTab>;

export const AFFILIATE_TAB_LIST: readonly AffiliateTab[] = Object.values(AFFILIATE_TABS);

/** The badge image of a milestone level (001 §2 level definition: image). */
export const milestoneBadge = (level: number) => `/images/milestones/level-${level}.svg`;
