import type { Container } from 'inversify';
import { accountBindings } from './bindings/account-bindings';

/**
 * The account areas' chunk (the home page never downloads it): binds their repositories into the one container.
 * Loaded by the composition root when an area first asks for its services (`useFeatureServices('account')`).
 */
export function loadAccountServices(container: Container): void {
  container.load(accountBindings);
}
