// 001 §2 Fixed menu and footer links, in the spec's order. Labels are ours (the spec lists paths only).
export interface MenuLink {
  to: string;
  label: string;
}

export interface Menu {
  title: string;
  links: MenuLink[];
}

export const SITE_MENUS: Menu[] = [
  {
    title: 'Box',
    links: [
      { to: '/box/start', label: 'Build Your Box' },
      { to: '/treat-and-chew-box', label: 'Treat and Chew Box' },
      { to: '/treat-only-box', label: 'Treat Only Box' },
      { to: '/chew-only-box', label: 'Chew Only Box' },
      { to: '/mini-box', label: 'Mini Box' },
      { to: '/super-chew', label: 'Super Chew' },
      { to: '/meatballs', label: 'Meatballs' },
      { to: '/food-topper', label: 'Food Topper' },
      { to: '/box', label: 'All Boxes' },
    ],
  },
  {
    title: 'Wellness membership',
    links: [
      { to: '/wellness', label: 'Wellness Membership' },
      { to: '/consultations', label: 'Consultations' },
      { to: '/coin', label: 'Coins' },
      { to: '/secretshop', label: 'Secret Shop' },
    ],
  },
  {
    title: 'For friends',
    links: [
      { to: '/gift', label: 'Gift Cards' },
      { to: '/referral', label: 'Refer a Friend' },
      { to: '/deals', label: 'Deals' },
      { to: '/sample', label: 'Free Sample' },
      { to: '/events', label: 'Events' },
      { to: '/packwalks', label: 'Pack Walks' },
    ],
  },
  {
    title: 'For professionals',
    links: [
      { to: '/affiliate', label: 'Affiliates' },
      { to: '/retailers', label: 'Retailers' },
      { to: '/veterinarians', label: 'Veterinarians' },
      { to: '/groomers', label: 'Groomers' },
      { to: '/dog-trainers', label: 'Dog Trainers' },
      { to: '/breeders', label: 'Breeders' },
      { to: '/animal-shelters-rescues', label: 'Shelters and Rescues' },
      { to: '/walkers-sitters', label: 'Walkers and Sitters' },
    ],
  },
  {
    title: 'Health solutions',
    links: [
      { to: '/epidemiology', label: 'Epidemiology' },
      { to: '/fight-dental-disease', label: 'Fight Dental Disease' },
      { to: '/fight-cancer', label: 'Fight Cancer' },
      { to: '/fight-obesity', label: 'Fight Obesity' },
      { to: '/fight-allergies', label: 'Fight Allergies' },
    ],
  },
  {
    title: 'Our food',
    links: [
      { to: '/perfect-fit', label: 'Perfect Fit' },
      // 001 §2 lists 'always-fresh' without a slash; read as a site path.
      { to: '/always-fresh', label: 'Always Fresh' },
      { to: '/feedreal', label: 'Feed Real' },
      { to: '/food-philosophy', label: 'Food Philosophy' },
      { to: '/human-grade', label: 'Human Grade' },
    ],
  },
  {
    title: 'Feed responsibly',
    links: [
      { to: '/feed-responsibly', label: 'Feed Responsibly' },
      // 001 §2 names this path with a {product} placeholder; the shop's name fills it.
      { to: '/how-to-introduce-pawprint-dog-box-treats', label: 'Introducing Box Treats' },
      { to: '/how-to-chew', label: 'How to Chew' },
      { to: '/bacterial-risks', label: 'Bacterial Risks' },
    ],
  },
  {
    title: 'About',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/values', label: 'Values' },
      { to: '/mission', label: 'Mission' },
      { to: '/dog-philosophy', label: 'Dog Philosophy' },
      { to: '/tapeless', label: 'Tapeless' },
      { to: '/reuse', label: 'Reuse' },
    ],
  },
];

export { HEADER_LINKS } from './header-links';

// Spec names {email} and {phone} without values: the shop's support contacts.
export const SUPPORT_EMAIL = 'support@pawprint.test';
export const SUPPORT_PHONE = '+1 (512) 555-0100';

export const LEGAL_LINKS: MenuLink[] = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
];

export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/', label: 'Pawprint on Instagram' },
  { href: 'https://www.facebook.com/', label: 'Pawprint on Facebook' },
  { href: 'https://www.tiktok.com/', label: 'Pawprint on TikTok' },
];
