import { use, type ComponentType } from 'react';

/** A page whose code is its own chunk: `Page` renders it, `load` brings the code in (once, or again after a failure). */
export interface LazyPage {
  Page: ComponentType;
  load(): Promise<void>;
}

/** A promise carrying its outcome as React's `use` reads it, so a settled one is read at once, without suspending. */
type Settling = Promise<void> & { status?: 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };

/**
 * A page loaded when first shown. Once its code is in, `Page` renders it at once, so a page whose code was loaded
 * before the first render (a server-rendered page, hydrated) renders as the server did; before that, `Page`
 * suspends, and a navigation to it (a transition) keeps the page before it on screen meanwhile.
 *
 * A chunk that failed before the page was rendered (its download started early, beside the start) is asked for
 * again by the render. One that fails for the render is thrown to the route's error boundary, whose 'Try again'
 * loads the page anew: asking again at once would suspend the page again and never show the error.
 */
export function lazyPage(importPage: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Settling | null = null;
  let askedByRender: Settling | null = null;
  const failed = () => loading?.status === 'rejected';
  const load = (): Settling => {
    if (loading === null || failed()) {
      const settling: Settling = importPage().then(
        (component) => {
          Loaded = component;
          settling.status = 'fulfilled';
        },
        (error: unknown) => {
          Object.assign(settling, { status: 'rejected', reason: error });
          throw error;
        },
      );
      loading = settling;
    }
    return loading;
  };
  function Page() {
    if (loading === null || (failed() && loading !== askedByRender)) askedByRender = load();
    use(loading! as Promise<void>);
    const Component = Loaded!;
    return <Component />;
  }
  return { Page, load };
}
