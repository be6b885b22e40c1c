// The shop's first screen rendered on the server: the same routes and components as the page's entry
// (main.tsx), bound to the same adapters, with the first page's data asked for before rendering. The local
// server answers a shop address with this HTML and the data beside it, and the page's script hydrates it.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { StorefrontCatalogToken, type StorefrontCatalog } from '../application/catalog/storefront-catalog';
import { RequestLocalStore, RequestNavigation } from '../adapters/server-render/request-ports';
import { AppRoutes, catalogPageAt, catalogPageSource, createAppRoutes, firstPageLoad, loadPagesAt } from '../ui/app/app-routes';
import { DocumentTitleSinkContext, gatheredTitle, type DocumentTitleSink } from '../ui/app/document-title';
import { GivenAnswersContext, givenAnswersJson, type GivenAnswers } from '../ui/app/first-answers';
import { CartProvider } from '../ui/app/cart-provider';
import { ServicesProvider, type ServiceLocator } from '../ui/app/services-context';
import type { CartHost } from '../ui/cart/cart-host';
import { accountBindings } from './bindings/account-bindings';
import { siteBindings } from './bindings/site-bindings';
import { createContainer } from './container';

export interface FirstScreenRequest {
  /** The page's address as the visitor asked for it. */
  url: URL;
  /** Where this server answers the API (its own loopback address). */
  apiOrigin: string;
  /** The visitor's cookies, so that the page's data is what their own browser would have been answered. */
  cookie?: string;
}

export interface FirstScreen {
  /** The markup of the page's root element. */
  html: string;
  /** The data the page was rendered with, for its `<script type="application/json">` block. */
  answersJson: string;
  /** The page's tab title ('Page not found · Pawprint'), for the head's `<title>`. */
  title: string;
}

/** The cart's code never runs on the server: the first screen shows the cart as still loading, as the browser's first render does. */
const cartNeverLoads = (): Promise<CartHost> => new Promise(() => {});
const ShopCart = ({ children }: { children?: ReactNode }) => <CartProvider load={cartNeverLoads}>{children}</CartProvider>;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/** Whether `url` is a page this render makes a first screen for (the server then sends the page's head at once). */
export function hasFirstScreen(url: URL): boolean {
  return catalogPageAt(url.pathname) !== null;
}

/**
 * The source module of the page's own chunk at `url` (the client build's manifest key), for the server to name the
 * chunk and what it imports in the page it sends; null when the page's code is all in the entry (the home page).
 */
export function firstScreenPageSource(url: URL): string | null {
  return catalogPageSource(url.pathname);
}

/** Whether a fetch failed because its connection was closed under it (not an answer, not a refusal to connect). */
function connectionDropped(error: unknown): boolean {
  const code = error instanceof TypeError ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE';
}

/**
 * The first screen of a catalogue page (home, a box, a good, a listing, a content page) with its data; null for
 * every other page (they render in the browser as before) and whenever the data cannot be had: the browser then
 * asks for it itself and shows the usual messages.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const { url, apiOrigin, cookie } = request;
  const forward = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    try {
      return await fetch(input, { ...init, headers });
    } catch (error) {
      // A kept-alive connection the API closed as this call set out on it: the render only reads, so it asks once more.
      if (!connectionDropped(error)) throw error;
      return fetch(input, { ...init, headers });
    }
  };
  const container = createContainer(
    { mode: 'server', url: `${apiOrigin}/graphql`, origin: apiOrigin, preferGetMethod: false, fetch: forward as typeof fetch },
    // The feature chunks the page loads on demand (the product page's reviews ask for the account's) are all
    // bound up front here: the render has no download to wait for, and a missing binding would end the render.
    [siteBindings, accountBindings],
    { localStore: new RequestLocalStore(), navigation: new RequestNavigation(url) },
  );
  const services: ServiceLocator = { get: (token) => container.get(token) };
  const load = firstPageLoad(url.pathname, services.get<StorefrontCatalog>(StorefrontCatalogToken));
  if (!load) return null;
  const answers: GivenAnswers = new Map();
  try {
    answers.set(load.key, await load.ask());
  } catch {
    return null;
  }

  await loadPagesAt(url.pathname);
  // The answers are read from a copy: the loaders take theirs out of the map as they use them.
  const json = givenAnswersJson(answers);
  let renderError: unknown;
  const title: DocumentTitleSink = {};
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DocumentTitleSinkContext.Provider value={title}>
        <GivenAnswersContext.Provider value={new Map(answers)}>
          <ServicesProvider services={services}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes routes={createAppRoutes(ShopCart)} />
            </StaticRouter>
          </ServicesProvider>
        </GivenAnswersContext.Provider>
      </DocumentTitleSinkContext.Provider>
    </StrictMode>,
    {
      // React would send a failed part as its fallback and re-render it in the page, which reports the failure
      // there as an error: a screen that did not render whole is not sent (the browser renders the page itself).
      onError: (error) => {
        renderError ??= error;
      },
    },
  );
  const html = await readAll(prelude);
  if (renderError) throw renderError;
  return { html, answersJson: json, title: gatheredTitle(title) };
}
