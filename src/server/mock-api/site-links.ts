// GET /api/links: every page path of 001 §2, for page search.
import { BOX_GUIDES, introductionPath } from './seed-content-guides';

const menus = [
  // Box
  '/box/start', '/treat-and-chew-box', '/treat-only-box', '/chew-only-box', '/mini-box', '/super-chew', '/meatballs', '/food-topper', '/box',
  // Wellness membership
  '/wellness', '/consultations', '/coin', '/secretshop',
  // For friends
  '/gift', '/referral', '/deals', '/sample', '/events', '/packwalks',
  // For professionals
  '/affiliate', '/retailers', '/veterinarians', '/groomers', '/dog-trainers', '/breeders', '/animal-shelters-rescues', '/walkers-sitters',
  // Health solutions
  '/epidemiology', '/fight-dental-disease', '/fight-cancer', '/fight-obesity', '/fight-allergies',
  // Our food ('always-fresh' is listed without a slash in 001 §2; read as a path)
  '/perfect-fit', '/always-fresh', '/feedreal', '/food-philosophy', '/human-grade',
  // Feed responsibly ({product} in 001 §2 is the shop's name)
  '/feed-responsibly', '/how-to-introduce-pawprint-dog-box-treats', '/how-to-chew', '/bacterial-risks',
  // About
  '/about', '/values', '/mission', '/dog-philosophy', '/tapeless', '/reuse',
];

const account = ['/', '/login', '/checkout', '/retailer-shop'];

// The footer's terms and policies, and the introduction guide of each box.
const footer = ['/terms', '/privacy-policy', '/shipping-policy'];
const boxGuides = BOX_GUIDES.map((b) => introductionPath(b.slug));

const dashboard = [
  '/dashboard', '/dashboard/profile', '/dashboard/subscriptions', '/dashboard/gift', '/dashboard/membership',
  '/dashboard/consultation', '/dashboard/billing', '/dashboard/orders', '/dashboard/communication', '/dashboard/reviews',
];

const affiliate = [
  '/affiliate/dashboard', '/affiliate/dashboard/latest', '/affiliate/dashboard/bank', '/affiliate/dashboard/deals',
  '/affiliate/dashboard/milestones', '/affiliate/dashboard/kits',
];

export const SITE_LINKS: readonly string[] = [...new Set([...menus, ...account, ...footer, ...boxGuides, ...dashboard, ...affiliate])];
