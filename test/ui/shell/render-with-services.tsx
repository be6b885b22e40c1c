import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ServicesProvider, type ServiceLocator } from '../../../src/ui/app/services-context';

/** Services by token for a test; asking for anything else fails loudly. */
export function servicesOf(entries: [symbol, unknown][]): ServiceLocator {
  const map = new Map(entries);
  return {
    get<T>(token: symbol): T {
      if (!map.has(token)) throw new Error(`No test service for ${String(token)}`);
      return map.get(token) as T;
    },
  };
}

let lastLocation = { pathname: '/', search: '' };
/** Where the memory router is now (for assertions on navigation). */
export const currentLocation = () => lastLocation;

function LocationProbe() {
  const { pathname, search } = useLocation();
  lastLocation = { pathname, search };
  return null;
}

/** Renders `ui` at `path` inside a memory router with the given services; other paths render their name. */
export function renderWithServices(ui: ReactElement, services: [symbol, unknown][], path = '/', routes: Record<string, ReactElement> = {}) {
  return render(
    <ServicesProvider services={servicesOf(services)}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          {Object.entries(routes).map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </ServicesProvider>,
  );
}

/** Sets window.scrollY and fires scroll, as a person scrolling would. */
export function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}
