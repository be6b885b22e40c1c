import type { MenuLink } from './site-menus';

/** The header's short navigation (a subset of the menus), apart from the menus so the header loads without them. */
export const HEADER_LINKS: MenuLink[] = [
  { to: '/box', label: 'Boxes' },
  { to: '/wellness', label: 'Wellness' },
  { to: '/gift', label: 'Gift' },
];
