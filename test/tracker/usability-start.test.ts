// @vitest-environment jsdom
// When the usability test's chunk opens the widget (001 §2, §6, §8): only in the top page, only when the
// start reply enables 'usability-test', only for a test the ingest gives; a failing or malformed
// GET /v1/web/uxt/test/{id} is logged, never thrown into the page, and shows nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartResponse } from '../../src/domain/recording/start-response';
import { guardedStorage } from '../../src/tracker/session/safe-storage';
import { WIDGET_TAG } from '../../src/tracker/usability/widget-host';

const TEST_REPLY = {
  test: {
    title: 'Choose a box', description: '', guidelines: 'Think aloud.', conclusion: '', reqMic: false, reqCamera: false,
    tasks: [{ task_id: 11, title: 'Find the box', description: '', allow_typing: false }],
  },
};

const reply = (extra: Partial<StartResponse> = {}): StartResponse =>
  ({ token: 'tok-1', userUUID: 'uuid-1', sessionID: 'sess-1', delay: 0, ...extra }) as StartResponse;

/** Runs the chunk (a fresh copy: it opens one widget per page) for this page's session; resolves to what it asked for. */
async function runChunk(startReply: StartResponse, answer: () => Response | Promise<Response> = () => Response.json(TEST_REPLY)) {
  vi.resetModules();
  const { default: runUsabilityTest } = await import('../../src/tracker/usability/uxt');
  const urls: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return answer();
  }) as unknown as typeof fetch;
  const recording = {
    options: { ingestPoint: 'https://ingest.test/ingest', storagePrefix: '__pawprint' },
    store: { local: guardedStorage(() => localStorage), token: () => 'tok-1' },
    fetchFn,
  };
  await runUsabilityTest(recording as unknown as Parameters<typeof runUsabilityTest>[0], startReply);
  return { urls };
}

const widget = () => document.querySelector(WIDGET_TAG);
const testRequests = (urls: string[]) => urls.filter((u) => u.includes('/v1/web/uxt/test/'));

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/?oruxt=7');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  widget()?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('Usability test: when the widget opens', () => {
  it('opens in the top page for ?oruxt= when the reply lists no features (on by default) or lists usability-test', async () => {
    const { urls } = await runChunk(reply());
    expect(testRequests(urls)).toEqual(['https://ingest.test/ingest/v1/web/uxt/test/7']);
    expect(widget()?.shadowRoot?.textContent).toContain('Read guidelines to begin');
    widget()?.remove();
    await runChunk(reply({ features: ['feature-flags', 'usability-test'] }));
    expect(widget()).not.toBeNull();
  });

  it("opens for a stored active test without ?oruxt=", async () => {
    history.replaceState(null, '', '/products');
    localStorage.setItem('__pawprint_uxt', '7');
    const { urls } = await runChunk(reply());
    expect(testRequests(urls)).toEqual(['https://ingest.test/ingest/v1/web/uxt/test/7']);
    expect(widget()).not.toBeNull();
  });

  it("does nothing when the start reply's features leave 'usability-test' out: no widget, no test request", async () => {
    const { urls } = await runChunk(reply({ features: ['feature-flags'] }));
    expect(urls).toEqual([]);
    expect(widget()).toBeNull();
    await runChunk(reply({ features: [] }));
    expect(widget()).toBeNull();
  });

  it('does nothing inside an iframe: no widget, no test request', async () => {
    // A framed page's window is not its top window.
    vi.stubGlobal('window', { top: {} });
    const { urls } = await runChunk(reply());
    vi.unstubAllGlobals();
    expect(urls).toEqual([]);
    expect(widget()).toBeNull();
  });

  it('does nothing without a test id (no ?oruxt=, nothing stored, or not a number)', async () => {
    history.replaceState(null, '', '/');
    expect((await runChunk(reply())).urls).toEqual([]);
    history.replaceState(null, '', '/?oruxt=abc');
    expect((await runChunk(reply())).urls).toEqual([]);
    expect(widget()).toBeNull();
  });
});

describe('Usability test: a failing GET /v1/web/uxt/test/{id}', () => {
  const failures: [string, () => Response | Promise<Response>, string][] = [
    ['a server error', () => new Response('boom', { status: 500 }), 'cannot fetch usability test 7: 500'],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'cannot fetch usability test 7: TypeError: Failed to fetch'],
    ['malformed JSON', () => new Response('{"test": {', { status: 200, headers: { 'Content-Type': 'application/json' } }), 'cannot fetch usability test 7: SyntaxError'],
    ['a reply that is not a test', () => Response.json({ test: { title: 'No tasks', tasks: [] } }), 'usability test 7 is not a test the widget can run'],
  ];

  it.each(failures)('%s is logged, not thrown, and shows no widget', async (_name, answer, logged) => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(runChunk(reply(), answer)).resolves.toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(widget()).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`[pawprint] usability test: ${logged}`));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
