import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceToken } from '../../ports/service-token';

/** What the UI needs from the composition root: look a service up by its token. */
export interface ServiceLocator {
  get<T>(token: ServiceToken<T>): T;
}

const ServicesContext = createContext<ServiceLocator | null>(null);

export function ServicesProvider({ services, children }: { services: ServiceLocator; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The locator itself, for a lazily loaded feature that adds its own services in front of it. */
export function useServiceLocator(): ServiceLocator {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServiceLocator needs a ServicesProvider above it');
  return services;
}

/** The service bound to `token` in the composition root, typed by the token. */
export function useService<T>(token: ServiceToken<T>): T {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService needs a ServicesProvider above it');
  return services.get(token);
}
