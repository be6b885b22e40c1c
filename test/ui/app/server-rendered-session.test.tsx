// A part of a server-rendered page that hydrates late (its chunk came after the session was known) hydrates with
// the state the server rendered, so React finds the markup it expects, then shows the session as it is now.
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { UserSession } from '../../../src/application/session/user-session';
import { ServicesProvider, type ServiceLocator } from '../../../src/ui/app/services-context';
import { useUserSession } from '../../../src/ui/app/use-user-session';
import { FakeUserSession } from '../../fakes/fake-user-session';

function WhoIsShopping() {
  const { state } = useUserSession();
  if (state.status === 'loading') return null;
  return <a href="/login">{state.status === 'guest' ? 'Sign in' : 'Your account'}</a>;
}

const locator = (session: FakeUserSession): ServiceLocator => ({
  get: <T,>(token: symbol) => (token === UserSession ? session : undefined) as T,
});

const page = (session: FakeUserSession) => (
  <ServicesProvider services={locator(session)}>
    <p>Reviews</p>
    <WhoIsShopping />
  </ServicesProvider>
);

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

describe("The session in a server-rendered page", () => {
  it('hydrates with the still-loading session the server rendered, then shows the session as it is now', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(page(FakeUserSession.loading()));
    document.body.append(container);
    // The page's own session is known (a guest) by the time React takes the markup over.
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container!, page(FakeUserSession.guest()), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(recoverable).toEqual([]);
  });

  it('hydrated while the session is still loading, renders what shows it once, not again in the same task', async () => {
    let renders = 0;
    function Counted() {
      const { state } = useUserSession();
      renders++;
      return <span>{state.status}</span>;
    }
    const counted = (session: FakeUserSession) => (
      <ServicesProvider services={locator(session)}>
        <Counted />
      </ServicesProvider>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(counted(FakeUserSession.loading()));
    document.body.append(container);
    renders = 0;
    // The page's session is still loading, in an object of its own (equal to what the server rendered, not it).
    await act(async () => {
      hydrateRoot(container!, counted(FakeUserSession.loading()));
    });
    expect(container.textContent).toBe('loading');
    expect(renders).toBe(1);
  });
});
