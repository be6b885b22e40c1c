import { serviceToken } from './service-token';
/** The list of page paths used by page search (GET /api/links). */
export interface PageLinks {
  links(): Promise<string[]>;
}

export const PageLinks = serviceToken<PageLinks>('PageLinks');
