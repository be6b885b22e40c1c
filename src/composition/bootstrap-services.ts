import type { ApiConfig } from '../adapters/api-config';
import { siteBindings } from './bindings/site-bindings';
import { BrowserNavigation, type NavigateFn } from '../adapters/browser/browser-navigation';
import { ApiClientToken, createContainer } from './container';
import type { CartHost } from '../ui/cart/cart-host';
import type { ServiceFeature, ServiceLocator } from '../ui/app/services-context';
import { firstScreenServices } from './first-screen-services';
import { yieldToPage } from './yield-to-page';
import { DEFAULT_STORAGE_PREFIX, isTesterVisit, TEST_UNDER_WAY_KEY } from '../domain/recording';
import type { LazyApiClient } from '../adapters/graphql/client/lazy-api-client';

/** The latest moment after the window's load at which recording starts if no page asked for the cart. */
const RECORDING_FALLBACK_MS = 5000;

/** Whether this page view is a usability tester's, the shop's agent keeping its default prefix (a storage the browser refuses counts as no test under way). */
function testerVisit(): boolean {
  let underWay: string | null = null;
  try {
    underWay = localStorage.getItem(DEFAULT_STORAGE_PREFIX + TEST_UNDER_WAY_KEY);
  } catch {
    // Storage blocked: only the address can tell.
  }
  return isTesterVisit(location.search, underWay);
}

/**
 * The composition root, loaded as its own chunk right after the entry starts: inversify and the API client stay
 * out of the first chunk. The cart feature (its bindings, machines, drawer and modal) is a chunk
 * of its own again, loaded into the same container when `loadCart` is first called (after the first view).
 */
export async function bootstrapServices(config: ApiConfig) {
  const container = createContainer(config);
  // The site's bindings in a task of their own: on a slow phone the container's making was one long task.
  await yieldToPage();
  await container.load(siteBindings);
  // Each feature's chunk binds its services into the container once; the promise is kept for every later ask.
  const features = new Map<ServiceFeature, Promise<void>>();
  const featureLoaders: Record<ServiceFeature, () => Promise<void>> = {
    account: () => import('./account-services').then((m) => m.loadAccountServices(container)),
  };
  const services: ServiceLocator = {
    get: <T,>(token: symbol) => container.get<T>(token),
    loadFeature: (feature) => {
      let loading = features.get(feature);
      if (!loading) {
        loading = featureLoaders[feature]();
        // A failed download is tried again at the next ask (the route's error page offers a reload meanwhile).
        loading.catch(() => features.delete(feature));
        features.set(feature, loading);
      }
      return loading;
    },
  };
  const navigation = container.get<BrowserNavigation>(BrowserNavigation);
  // 001 §1: the app shell starts recording the visit on load. Its code is fetched once the page's content is on
  // screen (when the cart feature is asked for), or 5 s after the window's load at the latest, so the first view
  // never waits for it. A tester's page view starts at the load: the tester is waiting for the test's widget,
  // which comes with the recording.
  let recordingAsked = false;
  const startRecording = () => {
    if (recordingAsked) return;
    recordingAsked = true;
    void import('./recording-services').then((m) => m.startVisitRecording(container), () => {});
  };
  const startRecordingLater = () => setTimeout(startRecording, testerVisit() ? 0 : RECORDING_FALLBACK_MS);
  if (document.readyState === 'complete') startRecordingLater();
  else window.addEventListener('load', startRecordingLater, { once: true });
  /** Starts the API client's code on its way (a failure is the first call's to report, and it asks again). */
  const loadApiClient = () => void container.get<LazyApiClient>(ApiClientToken).client().catch(() => {});
  let cart: Promise<CartHost> | null = null;
  const loadCart = (): Promise<CartHost> => {
    startRecording();
    // The API client's code downloads beside the cart's, which waits for it (cart-services.ts).
    loadApiClient();
    return (cart ??= import('./cart-services').then(
      (m) => m.loadCartServices(container),
      (error: unknown) => {
        cart = null;
        throw error;
      },
    ));
  };
  return {
    services,
    /** What every first screen looks up as it renders: looked up before the render, a task each (main.tsx). */
    firstScreenServices,
    loadCart,
    /**
     * For a page the browser renders itself (no first screen from the server): its first render asks the API at
     * once, so the client's code is started now rather than after that render (a download in series on a phone).
     */
    loadApiClient,
    /** Routes the Navigation port through the router (push and replace keep the router in step). */
    connectRouter: (navigate: NavigateFn) => navigation.setNavigator(navigate),
  };
}
