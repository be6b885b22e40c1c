// @vitest-environment jsdom
// When the shop starts recording a visit nobody has touched yet: 5 s after the window's load for a visitor (the
// first view never waits for the agent), at the load for a usability tester, who is waiting for the test's widget.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/composition/recording-services', () => ({
  startVisitRecording: () => {
    started.count++;
  },
}));

import { bootstrapServices } from '../../src/composition/bootstrap-services';

/** Makes the services the way the page's entry does; the composition yields to the page once on the way. */
async function bootstrap() {
  const made = bootstrapServices(config);
  await vi.advanceTimersByTimeAsync(0);
  return made;
}

const config = { mode: 'server' as const, url: '/graphql', preferGetMethod: false, fetch: (() => new Promise(() => {})) as typeof fetch };

/** Lets the recording chunk's dynamic import settle. */
const importSettled = () => vi.dynamicImportSettled();

describe('The start of a visit\'s recording', () => {
  beforeEach(() => {
    started.count = 0;
    localStorage.clear();
    history.replaceState(null, '', '/');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 5 s after the load for a visitor', async () => {
    await bootstrap();
    await vi.advanceTimersByTimeAsync(4_900);
    await importSettled();
    expect(started.count).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    await importSettled();
    expect(started.count).toBe(1);
  });

  it('starts at the load for a tester who followed a test link', async () => {
    history.replaceState(null, '', '/?oruxt=7');
    await bootstrap();
    await vi.advanceTimersByTimeAsync(1);
    await importSettled();
    expect(started.count).toBe(1);
  });

  it('starts at the load for a tester on a later page of the test, without the link', async () => {
    localStorage.setItem('__pawprint_uxt', '7');
    await bootstrap();
    await vi.advanceTimersByTimeAsync(1);
    await importSettled();
    expect(started.count).toBe(1);
  });
});
