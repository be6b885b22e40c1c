import { describe, expect, it } from 'vitest';
import type { AuthErrorListener } from '../../src/ports/api-errors';
import type { FakeNavigation } from '../fakes/fake-navigation';

/** A listener under test, the navigation it moves, and what the signed-in state heard, where there is one. */
export interface AuthErrorSubject {
  listener: AuthErrorListener;
  navigation: FakeNavigation;
  /** The messages the user session was told the session ended with; null where the page has no user session. */
  sessionEnds: (() => string[]) | null;
}

/**
 * What the API client relies on when the API answers with an authentication error (000 §8, 001 §8): the session is
 * over and the visitor is at /login, once however many calls failed at the same time.
 */
export function authErrorListenerContract(name: string, make: (at: string) => AuthErrorSubject, options: { endsUserSession: boolean }): void {
  describe(`AuthErrorListener contract: ${name}`, () => {
    it('sends the visitor to /login', () => {
      const { listener, navigation } = make('/dashboard/billing');
      listener.onAuthError('Unauthorized');
      expect(navigation.location().pathname).toBe('/login');
    });

    it('several calls failing at once send the visitor to /login once', () => {
      const { listener, navigation } = make('/dashboard');
      for (let i = 0; i < 3; i++) listener.onAuthError('Unauthorized');
      expect(navigation.visits.map((v) => v.path)).toEqual(['/login']);
    });

    it('on /login already (a sign-in refused), the visitor stays where they are', () => {
      const { listener, navigation } = make('/login');
      listener.onAuthError('Unauthorized');
      expect(navigation.visits).toEqual([]);
      expect(navigation.location().pathname).toBe('/login');
    });

    // Only where the page keeps a signed-in state: a page without one has nobody to tell.
    if (options.endsUserSession) {
      it('tells the signed-in state that the session ended, with the server\'s message', () => {
        const { listener, sessionEnds } = make('/dashboard');
        listener.onAuthError('Session expired');
        expect(sessionEnds!()).toEqual(['Session expired']);
      });
    }
  });
}
