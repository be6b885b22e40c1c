import { serviceToken } from './service-token';
export interface Navigation {
  go(path: string, options?: { replace?: boolean }): void;
  location(): { pathname: string; search: string };
}

export const Navigation = serviceToken<Navigation>('Navigation');
