import { useDocumentTitle } from '../app/document-title';

/** Every account page names itself in the tab ('Billing · Pawprint') and in its heading. */
export function usePageTitle(title: string): string {
  useDocumentTitle(title);
  return title;
}
