import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OMNIBOX_POPUP_FEATURES } from '../support/chromium';

/** Every value of a switch on a command line, in order. */
const switchValues = (commandLine: string[], name: string): string[] =>
  commandLine.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));

describe('The browser the journeys and benchmarks start', () => {
  let server: BrowserServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    browser = await chromium.connect(server.wsEndpoint());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("keeps every feature Playwright turns off turned off: Chromium reads only the last --disable-features", () => {
    const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const lists = switchValues(commandLine, 'disable-features').map((value) => value.split(','));
    // Playwright's own flag first, ours last.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const [playwrights, ...rest] = lists;
    const last = rest[rest.length - 1];
    expect(last).toEqual(expect.arrayContaining(playwrights));
    expect(last).toEqual(expect.arrayContaining(OMNIBOX_POPUP_FEATURES));
  });

  it("opens a context's window without the address bar's popup page (a renderer per context no journey uses)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<title>a page</title>');
    const cdp = await browser.newBrowserCDPSession();
    // An empty filter lists every kind of target, the browser's own pages included.
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] } as never);
    const urls = targetInfos.map((t) => `${t.type} ${t.url}`);
    expect(urls).toContain('page data:text/html,<title>a page</title>');
    expect(urls.filter((u) => u.includes('omnibox-popup'))).toEqual([]);
    await cdp.detach();
    await context.close();
  });
});
