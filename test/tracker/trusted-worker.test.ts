// Under a CSP with `require-trusted-types-for 'script'` a worker's URL must be a TrustedScriptURL: the agent's
// own policy makes one; without Trusted Types the URL goes through as it is; a policy the page refuses leaves
// the URL plain (the worker is then refused and the start says so).
import { afterEach, describe, expect, it, vi } from 'vitest';

class TrustedScriptURL {
  constructor(readonly url: string) {}
}

const created: unknown[] = [];
class FakeWorker {
  constructor(url: unknown, readonly options?: WorkerOptions) {
    created.push(url);
  }
}

async function load() {
  vi.resetModules();
  return import('../../src/tracker/worker/trusted-worker');
}

afterEach(() => {
  vi.unstubAllGlobals();
  created.length = 0;
});

describe('the recording worker under Trusted Types', () => {
  it('hands the worker its URL as a TrustedScriptURL made by the agent\'s own policy', async () => {
    const names: string[] = [];
    // The page's own origin: its module worker starts from its URL (another origin's would start from a blob).
    vi.stubGlobal('location', new URL('https://shop.test/checkout'));
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: { createScriptURL: (s: string) => string }) => {
        names.push(name);
        return { createScriptURL: (s: string) => new TrustedScriptURL(rules.createScriptURL(s)) };
      },
    });
    const { TrustedWorker, TRUSTED_TYPES_POLICY } = await load();
    new TrustedWorker(new URL('https://shop.test/assets/tracker.worker.js'), { type: 'module' });
    new TrustedWorker('https://shop.test/other.js');
    expect(created).toEqual([
      new TrustedScriptURL('https://shop.test/assets/tracker.worker.js'),
      new TrustedScriptURL('https://shop.test/other.js'),
    ]);
    expect(names).toEqual([TRUSTED_TYPES_POLICY]);
  });

  it('passes the URL as it is where there are no Trusted Types, or the page refuses the policy', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('trustedTypes', undefined);
    new (await load()).TrustedWorker('https://shop.test/w.js');
    vi.stubGlobal('trustedTypes', { createPolicy: () => { throw new TypeError('Policy not allowed'); } });
    new (await load()).TrustedWorker('https://shop.test/w.js');
    expect(created).toEqual(['https://shop.test/w.js', 'https://shop.test/w.js']);
  });
});
