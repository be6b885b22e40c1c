import { createContext, use, useContext, type ReactNode } from 'react';
import type { ServiceToken } from '../../ports/service-token';

/** Parts of the site whose services come in a chunk of their own, loaded when a page first needs them. */
export type ServiceFeature = 'account';

/** What the UI needs from the composition root: look a service up by its token, and bring a feature's services in. */
export interface ServiceLocator {
  get<T>(token: ServiceToken<T>): T;
  /** Resolves once the feature's services are bound (the same promise each time); absent where all are bound already. */
  loadFeature?(feature: ServiceFeature): Promise<void>;
}

const ServicesContext = createContext<ServiceLocator | null>(null);

export function ServicesProvider({ services, children }: { services: ServiceLocator; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/**
 * Suspends until the feature's services are bound, so the pages below can look them up (wrap it in Suspense).
 * A locator without `loadFeature` (a test's fakes) has them already.
 */
export function FeatureServices({ feature, children }: { feature: ServiceFeature; children: ReactNode }) {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('FeatureServices needs a ServicesProvider above it');
  if (services.loadFeature) use(services.loadFeature(feature));
  return <>{children}</>;
}

/** The service bound to `token` in the composition root, typed by the token. */
export function useService<T>(token: ServiceToken<T>): T {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService needs a ServicesProvider above it');
  return services.get(token);
}
