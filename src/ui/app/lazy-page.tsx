import { use, type ComponentType } from 'react';

/** A page whose code is its own chunk: `Page` renders it, `load` brings the code in (once, or again after a failure). */
export interface LazyPage {
  Page: ComponentType;
  load(): Promise<void>;
}

/**
 * A page loaded when first shown. Once its code is in, `Page` renders it at once, so a page whose code was loaded
 * before the first render (a server-rendered page, hydrated) renders as the server did; before that, `Page`
 * suspends, and a navigation to it (a transition) keeps the page before it on screen meanwhile. A chunk that
 * fails to arrive throws to the route's error boundary, whose 'Try again' loads the page anew; the render keeps
 * the failure rather than asking again at once, which would suspend it again and never show the error.
 */
export function lazyPage(importPage: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  let failed = false;
  const load = () => {
    if (loading === null || failed) {
      failed = false;
      loading = importPage().then(
        (component) => {
          Loaded = component;
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return loading;
  };
  function Page() {
    if (!Loaded) use(loading ?? load());
    const Component = Loaded!;
    return <Component />;
  }
  return { Page, load };
}
