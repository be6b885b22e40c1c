// 001 §2 §9: marquee messages per path, each repeated 11 times.
export const MARQUEE_REPEAT = 11;
export const SECRETSHOP_MARQUEE = ['free shipping with 3+ items'] as const;
export const DEFAULT_MARQUEE = ['Free Shipping', 'Perfect fit guaranteed', 'Fresh to your door'] as const;

// /secretshop and the paths below it (spec silent on sub-paths).
const isSecretShop = (pathname: string): boolean =>
  pathname === '/secretshop' || (typeof pathname === 'string' && pathname.startsWith('/secretshop/'));

export function marqueeMessages(pathname: string): string[] {
  return isSecretShop(pathname) ? [...SECRETSHOP_MARQUEE] : [...DEFAULT_MARQUEE];
}

// The whole message cycle repeated 11 times, so each message appears 11 times in order.
export function marqueeTrack(pathname: string): string[] {
  const messages = marqueeMessages(pathname);
  return Array.from({ length: MARQUEE_REPEAT }, () => messages).flat();
}
