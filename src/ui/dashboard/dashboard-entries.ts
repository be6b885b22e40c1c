// 001 §2 Customer dashboard sidebar: the ten entries, their labels and routes, in order; dividers between groups.
export interface DashboardEntry {
  label: string;
  path: string;
}

export const DASHBOARD_GROUPS: readonly (readonly DashboardEntry[])[] = [
  [
    { label: 'Dashboard', path: '/dashboard' },
    { label: 'Profile', path: '/dashboard/profile' },
  ],
  [
    { label: 'Dogs', path: '/dashboard/subscriptions' },
    { label: 'Send Gift', path: '/dashboard/gift' },
    { label: 'Wellness Membership', path: '/dashboard/membership' },
    { label: 'Book a Nutrition Consult', path: '/dashboard/consultation' },
  ],
  [
    { label: 'Billing', path: '/dashboard/billing' },
    { label: 'Orders', path: '/dashboard/orders' },
  ],
  [
    { label: 'Communications', path: '/dashboard/communication' },
    { label: 'Reviews', path: '/dashboard/reviews' },
  ],
];

export const DASHBOARD_ENTRIES: readonly DashboardEntry[] = DASHBOARD_GROUPS.flat();
