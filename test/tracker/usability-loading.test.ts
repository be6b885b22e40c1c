// @vitest-environment jsdom
// The usability test's chunk is the agent's only for a tester (001 §2): the core loads it after the start
// when the address has ?oruxt= or a test is under way (its id stored), and never otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tracker } from '../../src/tracker/tracker';
import { installAgentEnv } from './fake-agent-env';

const runUsabilityTest = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../src/tracker/usability/uxt', () => ({ default: runUsabilityTest }));

const trackers: Tracker[] = [];

/** Starts the agent on `path` (after `before`), and waits for every module it asked for. */
async function startOn(path: string, before: () => void = () => {}) {
  installAgentEnv();
  history.replaceState(null, '', path);
  before();
  const tracker = new Tracker({ projectKey: 'proj', tabWaitMs: 0, warnOnFailure: false });
  trackers.push(tracker);
  expect(await tracker.start()).toMatchObject({ success: true });
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  for (const t of trackers.splice(0)) t.stop();
  vi.unstubAllGlobals();
  runUsabilityTest.mockClear();
  history.replaceState(null, '', '/');
});

describe('Usability test: the chunk loads only for a tester', () => {
  it('is never loaded for a visitor: no ?oruxt=, no stored test', async () => {
    await startOn('/products?q=oruxt-free');
    await startOn('/');
    expect(runUsabilityTest).not.toHaveBeenCalled();
  });

  it('is loaded for ?oruxt=, with the start reply', async () => {
    await startOn('/?oruxt=7');
    expect(runUsabilityTest).toHaveBeenCalledOnce();
    expect(runUsabilityTest.mock.calls[0]).toContainEqual(expect.objectContaining({ sessionID: 'sess-1' }));
  });

  it('is loaded on any page while a test is under way (its id stored)', async () => {
    await startOn('/products', () => localStorage.setItem('__pawprint_uxt', '7'));
    expect(runUsabilityTest).toHaveBeenCalledOnce();
  });
});
