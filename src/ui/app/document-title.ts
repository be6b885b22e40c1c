import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Pawprint';

/** The tab title of a page: 'Treat and Chew Box · Pawprint'; the shop's name alone when a page has none yet. */
export function documentTitle(title: string | null | undefined): string {
  const page = title?.trim();
  return page ? `${page} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * Where a render on the server writes the tab title, since effects never run there: the server puts it in the
 * page's `<title>`, so the tab, a bookmark and a search engine read the page's name before any script has run.
 * A route's title is kept apart from the page's own, which has the last word as it does in the browser.
 */
export interface DocumentTitleSink {
  route?: string;
  page?: string;
}

export const DocumentTitleSinkContext = createContext<DocumentTitleSink | null>(null);

/** The title a server render gathered, as the browser would show it. */
export function gatheredTitle(sink: DocumentTitleSink): string {
  return documentTitle(sink.page ?? sink.route);
}

/** Sets the tab title while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useTitle('page', title, title);
}

/** Sets the title a route names in its handle, before the page's own effects run (the page has the last word). */
export function useRouteTitle(title: string | undefined, pathname: string): void {
  useTitle('route', title, pathname);
}

/** The tab title from `title`, set again whenever it or `setAgain` changes; on the server, gathered in its slot. */
function useTitle(slot: keyof DocumentTitleSink, title: string | null | undefined, setAgain: unknown): void {
  const sink = useContext(DocumentTitleSinkContext);
  if (sink && title?.trim()) sink[slot] = title;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, setAgain]);
}
