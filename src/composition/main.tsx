// The page's entry: the one composition root starts here (adapters bound in a chunk of their own, then the UI).
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { apiConfigFrom, resolveApiConfig } from '../adapters/api-config';
import { askFirstPageDataEarly, createAppRoutes, preloadRouteModules } from '../ui/app/app-routes';
import { CartProvider } from '../ui/app/cart-provider';
import { ServicesProvider } from '../ui/app/services-context';
import '../ui/styles/tokens.css';
import '../ui/styles/site.css';
// The primitives' base styles (buttons, focus ring, visually-hidden) are the shell's too: they come with the
// first load, after site.css as when the services chunk brought them, not with the cart's later chunk.
import '../ui/styles/primitives.css';

async function start() {
  // The page's own code downloads beside the services chunk (a phone's round trips add up when they queue).
  preloadRouteModules(window.location.pathname);
  // Both start at once: the services chunk downloads while the API config resolves.
  const [{ bootstrapServices }, config] = await Promise.all([
    import('./bootstrap-services'),
    resolveApiConfig(apiConfigFrom(import.meta.env)),
  ]);
  const { services, loadCart, connectRouter } = bootstrapServices(config);
  askFirstPageDataEarly(window.location.pathname, services);
  // The pages render first; the cart feature follows once the page's content is on screen.
  const ShopCart = ({ children }: { children?: ReactNode }) => <CartProvider load={loadCart}>{children}</CartProvider>;
  const router = createBrowserRouter(createAppRoutes(ShopCart));
  connectRouter((path, options) => {
    // Rewriting the address of the page in view (000 §2: ?ref= to ?aff=) must not scroll the visitor back to the top.
    const samePage = !!options?.replace && new URL(path, window.location.href).pathname === router.state.location.pathname;
    void router.navigate(path, { ...options, preventScrollReset: samePage });
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>,
  );
}

void start();
