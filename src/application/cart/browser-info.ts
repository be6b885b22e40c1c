import { serviceToken } from '../../ports/service-token';
import type { UserAgentInfo } from '../../ports/cart-repository';

/** What createCartGuest records about the visitor's browser (000 §7 user_agent) and page. */
export interface BrowserInfo {
  url(): string;
  userAgent(): UserAgentInfo;
}

export const BrowserInfo = serviceToken<BrowserInfo>('BrowserInfo');
