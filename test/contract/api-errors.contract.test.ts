// The API client's two listeners held to their contracts. Both real adapters are pure and in memory, so the suites run
// against them alone, over the fakes of the ports they use (toasts, navigation; each held to its own contract):
// no test needs a fake of either (the API client's tests give it callbacks of their own).
import { describe, expect, it } from 'vitest';
import { apiConfigFrom } from '../../src/adapters/api-config';
import { ToastApiErrorReporter } from '../../src/adapters/notifications/toast-api-error-reporter';
import { ToastCenter } from '../../src/adapters/notifications/toast-center';
import { SessionEndOnAuthError } from '../../src/application/session/session-end-on-auth-error';
import { SessionEndSignal } from '../../src/application/session/session-end-signal';
import { siteBindings } from '../../src/composition/bindings/site-bindings';
import { createContainer } from '../../src/composition/container';
import { ApiErrorReporter, AuthErrorListener } from '../../src/ports/api-errors';
import type { Toast } from '../../src/ports/notifications';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { FakeNavigation } from '../fakes/fake-navigation';
import { FakeNotifications } from '../fakes/fake-notifications';
import { apiErrorReporterContract } from './api-error-reporter.contract';
import { authErrorListenerContract } from './auth-error-listener.contract';

const quiet = { error: () => undefined };

apiErrorReporterContract('toasts, on the shop\'s toast center', () => {
  const toasts = new ToastCenter();
  toasts.logger = quiet;
  const reporter = new ToastApiErrorReporter(toasts);
  reporter.logger = quiet;
  let shown: Toast[] = [];
  toasts.subscribe((t) => (shown = t));
  return { reporter, toasts: () => shown };
});

apiErrorReporterContract('toasts, on the toasts\' fake', () => {
  const toasts = new FakeNotifications();
  const reporter = new ToastApiErrorReporter(toasts);
  reporter.logger = quiet;
  let shown: Toast[] = [];
  toasts.subscribe((t) => (shown = t));
  return { reporter, toasts: () => shown };
});

authErrorListenerContract('the session ends (the storefront\'s pages)', (at) => {
  const navigation = new FakeNavigation({ pathname: at, search: '' });
  const signal = new SessionEndSignal();
  const heard: string[] = [];
  signal.subscribe((message) => heard.push(message));
  return { listener: new SessionEndOnAuthError(signal, navigation), navigation, sessionEnds: () => heard };
}, { endsUserSession: true });

/** The composition root's container, on fakes of the browser's ports, with the site's bindings. */
const container = (navigation: FakeNavigation) =>
  createContainer({ ...apiConfigFrom({}), url: 'http://shop.test/graphql' }, [siteBindings], { localStore: new FakeLocalStore(), navigation });

describe('the adapters held to the contracts above are the ones the composition root binds', () => {
  it('the site binds the listener that ends the session', () => {
    expect(container(new FakeNavigation()).get(AuthErrorListener)).toBeInstanceOf(SessionEndOnAuthError);
  });

  it('the API errors are reported as toasts', () => {
    expect(container(new FakeNavigation()).get(ApiErrorReporter)).toBeInstanceOf(ToastApiErrorReporter);
  });
});
