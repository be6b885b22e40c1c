import { createContext, useContext, type ReactNode } from 'react';

/** What the UI needs from the composition root: look a service up by its token. */
export interface ServiceLocator {
  get<T>(token: symbol): T;
  /**
   * Downloads a feature's bindings (its own chunk, started from the composition root's chunk so the two share
   * code instead of splitting it) and loads them into the same container. Absent in tests that bind by hand.
   */
  loadFeature?(name: 'account'): Promise<void>;
}

const ServicesContext = createContext<ServiceLocator | null>(null);

export function ServicesProvider({ services, children }: { services: ServiceLocator; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The locator itself, for a lazily loaded feature that binds its own services first. */
export function useServiceLocator(): ServiceLocator {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServiceLocator needs a ServicesProvider above it');
  return services;
}

/** The service bound to `token` in the composition root. */
export function useService<T>(token: symbol): T {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService needs a ServicesProvider above it');
  return services.get<T>(token);
}
