import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredFooter } from '../../../src/ui/shell/deferred-footer';
import { Newsletter } from '../../../src/ports/newsletter';
import { ServicesProvider } from '../../../src/ui/app/services-context';
import { servicesOf } from './render-with-services';

const services = servicesOf([[Newsletter, { subscribe: async () => {} }]]);

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback | null = null;
class FakeIntersectionObserver {
  constructor(callback: Callback, readonly options: { rootMargin?: string }) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = null;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed = null;
});

describe('the footer loads as it comes near the screen', () => {
  it('keeps its room reserved, then shows the menus, terms and support contacts once near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(
      <ServicesProvider services={services}>
        <MemoryRouter>
          <DeferredFooter />
        </MemoryRouter>
      </ServicesProvider>,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('.site-footer--reserved')).not.toBeNull();
    act(() => observed!([{ isIntersecting: true }]));
    const footer = await screen.findByRole('contentinfo');
    expect(footer.querySelector('a[href="/terms"]')).not.toBeNull();
    expect(footer.textContent).toContain('support@pawprint.test');
  });

  it('without IntersectionObserver it simply shows the footer', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <ServicesProvider services={services}>
        <MemoryRouter>
          <DeferredFooter />
        </MemoryRouter>
      </ServicesProvider>,
    );
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });
});
