// The page's entry: the one composition root starts here (adapters bound in a chunk of their own, then the UI).
// First of all, what a person taps on the server's first screen is kept until the page can answer it.
import { tapsBeforeHydration } from './tap-keeper';
import { startTransition, StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { apiConfigFrom, resolveApiConfig } from '../adapters/api-config';
import type { NavigateFn } from '../adapters/browser/browser-navigation';
import { AppRoutes, askFirstPageDataEarly, createAppRoutes, loadPagesAt, preloadRouteModules } from '../ui/app/app-routes';
import { GivenAnswersContext, readGivenAnswers } from '../ui/app/first-answers';
import { CartProvider } from '../ui/app/cart-provider';
import { ServicesProvider } from '../ui/app/services-context';
import { yieldToPage } from './yield-to-page';
import '../ui/styles/tokens.css';
import '../ui/styles/site.css';
// The primitives' base styles (buttons, focus ring, visually-hidden) are the shell's too: they come with the
// first load, after site.css as when the services chunk brought them, not with the cart's later chunk.
import '../ui/styles/primitives.css';
// What the server draws on a catalogue page's first screen beyond the shell (a content page's text, a product's
// reviews) is styled by the shell's stylesheet too: as stylesheets of their own they were two more render-blocking
// downloads behind the scripts on a phone's slow link (the first paint 0.4–0.6 s later), or, left to their chunks,
// the drawn markup moved when they arrived.
import '../ui/content/content-page.css';
import '../ui/feedback/feedback.css';

async function start() {
  // Not in the task that evaluated the page's modules (React DOM and the shell: a long task of its own on a slow
  // phone). A server-rendered page named its route's code in the HTML already, so nothing downloads later for it.
  await yieldToPage();
  // The page's own code downloads beside the services chunk (a phone's round trips add up when they queue).
  preloadRouteModules(window.location.pathname);
  // Both start at once: the services chunk downloads while the API config resolves.
  const [{ bootstrapServices }, config] = await Promise.all([
    import('./bootstrap-services'),
    resolveApiConfig(apiConfigFrom(import.meta.env)),
  ]);
  // Each step of the start below is a task of its own: on a phone slowed 4x, the services chunk's evaluation,
  // the container, the routes and the router together were one task of several hundred milliseconds.
  await yieldToPage();
  const { services, firstScreenServices, loadCart, loadApiClient, connectRouter } = await bootstrapServices(config);
  // The local server renders a catalogue page's first screen into the HTML, with the data it was rendered with
  // beside it: the page hydrates that markup from the same data instead of asking again (a static build has neither).
  const container = document.getElementById('root')!;
  const serverRendered = container.firstElementChild !== null;
  if (!serverRendered) loadApiClient();
  await yieldToPage();
  // Made before the render rather than at their first look-up inside it (the hydration's slices were the longest
  // tasks on a slow phone), a task each.
  for (const token of firstScreenServices) {
    services.get(token);
    await yieldToPage();
  }
  const given = readGivenAnswers(document);
  askFirstPageDataEarly(window.location.pathname, services, given);
  // The pages render first; the cart feature follows once the page's content is on screen.
  const ShopCart = ({ children }: { children?: ReactNode }) => <CartProvider load={loadCart}>{children}</CartProvider>;
  const routes = createAppRoutes(ShopCart);
  // The first render is the page itself (for a server-rendered page, as the server rendered it), not an empty
  // page while its code arrives; a chunk that failed to come is asked for again by the page's render (lazy-page.tsx).
  await loadPagesAt(window.location.pathname).catch(() => {});
  await yieldToPage();

  // The server sends its first screen inert (src/server/http/first-screen.ts); the tap keeper made it answer at
  // once and held the presses on it: once hydrated, the page takes them.
  const hydrated = () => void tapsBeforeHydration.release();
  const app = (
    <StrictMode>
      <AfterFirstCommit run={hydrated}>
        <GivenAnswersContext.Provider value={given}>
          <ServicesProvider services={services}>
            <BrowserRouter>
              <RouterNavigation connect={connectRouter} />
              <AppRoutes routes={routes} />
            </BrowserRouter>
          </ServicesProvider>
        </GivenAnswersContext.Provider>
      </AfterFirstCommit>
    </StrictMode>
  );
  await yieldToPage();
  // As a transition, the first render (the hydration of the server's markup, or the browser's own render) is
  // cut into slices with the page free between them, rather than one task as long as the whole tree; the
  // server's markup stays on screen meanwhile, its presses kept (tap-keeper.ts).
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/**
 * Hands the router's navigate to the services' navigation (the port the application navigates by), before any
 * page's effects run; until then the port goes by the History API, which the router follows.
 */
function RouterNavigation({ connect }: { connect: (navigate: NavigateFn) => () => void }) {
  const navigate = useNavigate();
  useLayoutEffect(() => connect((path, options) => void navigate(path, options)), [connect, navigate]);
  return null;
}

/**
 * Runs `run` once the root's first render is committed (for a server-rendered page: once it is hydrated). It wraps
 * the app rather than sitting beside it, so the tree's shape, and the ids React derives from it, are the server's.
 */
function AfterFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

void start();
