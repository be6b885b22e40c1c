import { useEffect } from 'react';
import { Link } from 'react-router';

/**
 * What a shopper sees when a page fails to load or breaks while showing: the site's own words and a way on,
 * never a stack trace. The technical error goes to the console for whoever investigates.
 */
export function RouteErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  useEffect(() => {
    console.error('[page] could not be shown:', error);
  }, [error]);

  const content = (
    <div className="route-error" role="alert">
      <h1>Something went wrong on this page.</h1>
      <p>Please try again. If it keeps happening, come back in a little while.</p>
      <p className="route-error__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        {/* A plain link when the layout itself failed: the page around the router may not be able to navigate. */}
        {standalone ? (
          <a className="button" href="/">
            Back to the home page
          </a>
        ) : (
          <Link className="button" to="/">
            Back to the home page
          </Link>
        )}
      </p>
    </div>
  );
  return standalone ? <main className="site-main route-error-page">{content}</main> : content;
}
