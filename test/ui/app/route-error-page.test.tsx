import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../../src/ui/app/app-routes';
import { RouteErrorPage } from '../../../src/ui/app/route-error-page';
import { safeRedirect } from '../../../src/ui/auth/login-page';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('TypeError: cannot read properties of undefined (reading "items") at CartLine.tsx:42');
}

describe('the error page of a route', () => {
  it("shows the site's words and ways on instead of the router's stack trace, and logs the technical error", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorPage />, children: [{ path: 'broken', element: <Broken /> }] }], { initialEntries: ['/broken'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(document.body.textContent).not.toMatch(/TypeError|CartLine\.tsx|Unexpected Application Error/);
    expect(logged.mock.calls.some((call) => String(call[1]).includes('CartLine.tsx'))).toBe(true);
  });

  it('says a page was not found for a 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorPage />, children: [] }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: "We couldn't find that page." })).toBeTruthy();
  });

  it('covers every route of the shop: the layout and every page under it', () => {
    const [layout] = createAppRoutes(() => null);
    expect(layout.errorElement).toBeTruthy();
    expect(layout.children?.every((child) => !!child.errorElement)).toBe(true);
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
