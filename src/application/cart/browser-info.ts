import { serviceToken } from '../../ports/service-token';
import type { UserAgentInfo } from '../../ports/cart-repository';

/** What createCartGuest records about the visitor's browser (000 §7 user_agent) and page, and the page's going. */
export interface BrowserInfo {
  url(): string;
  userAgent(): UserAgentInfo;
  /** The page is being left (reloaded, closed, navigated away): a call failing now failed because of that. */
  pageGoing(): boolean;
}

export const BrowserInfo = serviceToken<BrowserInfo>('BrowserInfo');
