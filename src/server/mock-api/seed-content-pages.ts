// Every content page of the site's menus and footer, by path.
import type { ContentPageRecord } from './content-page-record';
import { GUIDE_PAGES } from './seed-content-guides';
import { PROGRAMME_PAGES } from './seed-content-programmes';

export const CONTENT_PAGES: readonly ContentPageRecord[] = [...PROGRAMME_PAGES, ...GUIDE_PAGES];

export function findContentPage(path: string): ContentPageRecord | undefined {
  return CONTENT_PAGES.find((p) => p.url === path);
}
