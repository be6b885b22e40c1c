import { useEffect } from 'react';

export const SITE_NAME = 'Pawprint';

/** The tab title of a page: 'Treat and Chew Box · Pawprint'; the shop's name alone when a page has none yet. */
export function documentTitle(title: string | null | undefined): string {
  const page = title?.trim();
  return page ? `${page} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets the tab title while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
