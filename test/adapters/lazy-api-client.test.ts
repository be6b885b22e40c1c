import { describe, expect, it, vi } from 'vitest';
import * as apiClientCode from '../../src/adapters/graphql/client/api-client';
import { lazyApiClient, type ApiClientCode } from '../../src/adapters/graphql/client/lazy-api-client';
import { SettingsQuery } from '../../src/adapters/graphql/documents/catalog';
import { query } from '../../src/adapters/graphql/client/operation';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { FakeApi } from './fake-api';
import { SpyReporter } from './spy-reporter';

function options(api: FakeApi) {
  return {
    url: `${api.origin}/graphql`,
    fetch: api.fetch,
    reporter: new SpyReporter(),
    localStore: new FakeLocalStore(),
    onAuthError: () => {},
    subscriptions: false as const,
  };
}

describe("the API client's stand-in", () => {
  it('makes the client at the first call, once, and answers every call through it', async () => {
    const api = new FakeApi();
    const code: ApiClientCode = { createApiClient: vi.fn(apiClientCode.createApiClient) };
    const lazy = lazyApiClient(options(api), code);
    expect(code.createApiClient).not.toHaveBeenCalled();
    expect(api.sent).toHaveLength(0);
    const [first, second] = await Promise.all([query(lazy.calls, SettingsQuery, {}), query(lazy.calls, SettingsQuery, {})]);
    expect(first.settings.id).toBe('s1');
    expect(second.settings.id).toBe('s1');
    expect(code.createApiClient).toHaveBeenCalledTimes(1);
    expect(lazy.loadedClient()).toBe(await lazy.client());
    await lazy.dispose();
  });

  it("loads the client's code itself when none is handed over: the urql client is there only once asked for", async () => {
    const lazy = lazyApiClient(options(new FakeApi()));
    expect(() => lazy.loadedClient()).toThrow('The API client is not made yet: ask for it with client() first');
    const client = await lazy.client();
    expect(lazy.loadedClient()).toBe(client);
    await lazy.dispose();
  });

  it('is disposed of without a client ever made', async () => {
    await expect(lazyApiClient(options(new FakeApi())).dispose()).resolves.toBeUndefined();
  });
});
