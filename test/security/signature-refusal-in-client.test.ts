// The shop's own client against the enforcing server: when signing fails the call still goes (001 §8), and the
// server's refusal reaches the shopper as a toast they can act on.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/adapters/graphql/client/api-client';
import { SettingsQuery } from '../../src/adapters/graphql/documents/catalog';
import { ToastCenter } from '../../src/adapters/notifications/toast-center';
import { ToastApiErrorReporter } from '../../src/adapters/notifications/toast-api-error-reporter';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { startProbe, type Probe } from './probe';

let probe: Probe;
beforeAll(async () => { probe = await startProbe(); });
afterAll(async () => { await probe.close(); });

function client(fetchFn: typeof fetch) {
  const toasts = new ToastCenter();
  const reporter = new ToastApiErrorReporter(toasts);
  reporter.logger = { error: () => {} };
  const logger = { warn: vi.fn(), error: vi.fn() };
  const api = createApiClient({
    url: `${probe.url}/graphql`, fetch: fetchFn, reporter, localStore: new FakeLocalStore(), onAuthError: () => {},
    logger, subscriptions: false,
  });
  return { api, toasts, logger };
}

describe('a call the server refuses for its signature', () => {
  it('goes on unsigned when signing fails, and the refusal is shown to the shopper', async () => {
    const failingSigner: typeof fetch = (input, init) =>
      String(input).endsWith('/api/generate-signature') ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    const { api, toasts, logger } = client(failingSigner);
    const result = await api.client.query(SettingsQuery, {}).toPromise();
    expect(logger.warn).toHaveBeenCalled();
    expect(result.error?.graphQLErrors[0].message).toBe('This request could not be verified. Please reload the page and try again.');
    expect(toasts.current().map((t) => t.message)).toEqual(['This request could not be verified. Please reload the page and try again.']);
  });

  it('runs when the client signs as usual', async () => {
    const { api, toasts } = client((input, init) => fetch(input, init));
    const result = await api.client.query(SettingsQuery, {}).toPromise();
    expect(result.data?.settings.id).toBe('settings');
    expect(toasts.current()).toEqual([]);
  });
});
