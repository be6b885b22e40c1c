import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { apiConfigFrom, resolveApiConfig } from '../adapters/api-config';
import { createAppRoutes } from './app/app-routes';
import { ServicesProvider } from './app/services-context';
import './styles/tokens.css';
import './styles/site.css';

async function start() {
  // Both start at once: the services chunk downloads while the API config resolves.
  const [{ bootstrapServices }, config] = await Promise.all([
    import('./app/bootstrap-services'),
    resolveApiConfig(apiConfigFrom(import.meta.env)),
  ]);
  const { services, CartProvider, connectRouter } = bootstrapServices(config);
  const router = createBrowserRouter(createAppRoutes(CartProvider));
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
