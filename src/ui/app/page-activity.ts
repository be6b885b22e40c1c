import { createContext } from 'react';

/**
 * Tells whoever provides it (the deferred cart provider) while a page is still loading its content: work that
 * is not needed for the first view waits until the page's loads have settled and rendered.
 */
export interface PageActivity {
  /** One load has started; the returned function ends it. */
  begin(): () => void;
}

export const PageActivityContext = createContext<PageActivity | null>(null);
