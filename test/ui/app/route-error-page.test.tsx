import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../../src/ui/app/app-routes';
import { lazyPage } from '../../../src/ui/app/lazy-page';
import { RouteErrorBoundary } from '../../../src/ui/app/route-error-boundary';
import { safeRedirect } from '../../../src/ui/auth/login-page';
import type { ReactNode } from 'react';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('TypeError: cannot read properties of undefined (reading "items") at CartLine.tsx:42');
}

const shop = (path: string, page: ReactNode) => (
  <MemoryRouter initialEntries={[path]}>
    <Link to="/fine">Elsewhere</Link>
    <RouteErrorBoundary>
      <Routes>
        <Route path="/broken" element={page} />
        <Route path="/fine" element={<h1>A page that works</h1>} />
      </Routes>
    </RouteErrorBoundary>
  </MemoryRouter>
);

describe('the error page of a route', () => {
  it("shows the site's words and ways on instead of a stack trace, and logs the technical error", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(shop('/broken', <Broken />));
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(document.body.textContent).not.toMatch(/TypeError|CartLine\.tsx/);
    expect(logged.mock.calls.some((call) => String(call[1]).includes('CartLine.tsx'))).toBe(true);
  });

  it("shows it for a page whose code does not arrive, and the next page normally once the visitor goes on", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/checkout-page.js')));
    await act(async () => {
      render(shop('/broken', <missing.Page />));
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page.' })).toBeTruthy();
    await act(async () => screen.getByRole('link', { name: 'Elsewhere' }).click());
    expect(await screen.findByRole('heading', { name: 'A page that works' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this page.' })).toBeNull();
  });

  it('asks again, when the page is shown, for code whose early download failed', async () => {
    let tries = 0;
    const flaky = lazyPage(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/checkout-page.js');
      return () => <h1>Checkout</h1>;
    });
    await expect(flaky.load()).rejects.toThrow(TypeError);
    await act(async () => {
      render(shop('/broken', <flaky.Page />));
    });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    expect(tries).toBe(2);
  });

  it('covers every route of the shop: the layout and every page under it', () => {
    const [layout] = createAppRoutes(() => null);
    const boundary = (element: unknown) => (element as { type?: unknown } | undefined)?.type === RouteErrorBoundary;
    expect(boundary(layout.element)).toBe(true);
    expect(layout.children?.every((child) => boundary(child.element) && (child.children?.length ?? 0) > 0)).toBe(true);
  });
});

describe('the return path after sign-in', () => {
  it.each(['/\\evil.example', '//evil.example', 'https://evil.example', '/\tevil.example', 'javascript:alert(1)'])('does not leave the site for %j', (target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });

  it('keeps a path of the shop', () => {
    expect(safeRedirect('/dashboard/orders?page=2')).toBe('/dashboard/orders?page=2');
  });
});
