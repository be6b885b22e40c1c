// Helpers for the replay page in the browser: open a session, read the replayed frame's DOM
// (through the parent, which shares the frame's origin; the frame runs no scripts).
import type { Page } from 'playwright-core';
import { SEE } from './journey';
import type { OwnerCredentials } from '../support/owner-sign-in';
import type { TreeNode } from '../tracker/dom-replay';

/** The attributes the replay puts on the element under the recorded pointer or focus (and what holds it). */
const REPLAY_MARKS = ['data-replay-hover', 'data-replay-focus', 'data-replay-focus-within'];

/** The replayed page's <html>, as markup: the page's own, without the replay's hover and focus markers. */
export async function replayedHtml(page: Page): Promise<string> {
  const html = await page.evaluate(() => (document.querySelector('iframe.replay-frame') as HTMLIFrameElement).contentDocument!.documentElement.outerHTML);
  return REPLAY_MARKS.reduce((markup, mark) => markup.replaceAll(` ${mark}=""`, ''), html);
}

/** A tree read from the replayed page, without the replay's hover and focus markers. */
export function withoutReplayMarks(tree: TreeNode): TreeNode {
  if (tree.text !== undefined) return tree;
  const attrs = Object.fromEntries(Object.entries(tree.attrs ?? {}).filter(([name]) => !REPLAY_MARKS.includes(name)));
  const out: TreeNode = { ...tree, attrs, children: (tree.children ?? []).map(withoutReplayMarks) };
  if (tree.shadow) out.shadow = tree.shadow.map(withoutReplayMarks);
  if (tree.frame) out.frame = tree.frame.map(withoutReplayMarks);
  return out;
}

/**
 * Evaluates a function's source against the replayed page's document. Given to the browser as an
 * expression (through the debugging protocol), so the page's policy against eval does not apply.
 */
export function inReplay<T>(page: Page, fn: string): Promise<T> {
  return page.evaluate(`(${fn})(document.querySelector('iframe.replay-frame').contentDocument)`) as Promise<T>;
}

/** Plays from the start at 8× and waits until the player stops at the end. */
export async function playToEnd(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Speed' }).getByRole('button', { name: '8×' }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor(SEE);
  await page.getByRole('button', { name: 'Play' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => {
    const range = document.querySelector('input.replay-timeline') as HTMLInputElement | null;
    return !!range && range.value === range.max;
  }, null, SEE);
}

/**
 * Opens an owner page (a replay address, the usability tests) as the owner, signed in by the sign-in page's own API
 * call: the session cookie lands in the page's browser context. The sign-in page itself is replay-access's subject
 * (signInOwnerByForm); elsewhere its page load and typing bought nothing.
 */
export async function openReplayAsOwner(page: Page, address: string, owner: OwnerCredentials): Promise<void> {
  const answer = await page.request.post(`${new URL(address).origin}/ingest/api/owner/sign-in`, { data: { email: owner.email, password: owner.password } });
  if (answer.status() !== 200) throw new Error(`owner sign-in answered ${answer.status()}: ${await answer.text()}`);
  await page.goto(address);
  if (new URL(page.url()).pathname.startsWith('/replay/sign-in')) throw new Error(`${address} still asks the owner to sign in`);
}

/** Opens an owner page as a signed-out owner does: it goes by the sign-in form, and the form comes back to it. */
export async function signInOwnerByForm(page: Page, address: string, owner: OwnerCredentials): Promise<void> {
  await page.goto(address);
  await page.getByRole('heading', { level: 1, name: 'Sign in to watch recordings' }).waitFor(SEE);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const wanted = new URL(address).pathname;
  await page.waitForURL((url) => url.pathname === wanted, SEE);
}

/** Opens /replay (signing in as the owner), filters by user id and opens that user's newest session. */
export async function openSessionOf(page: Page, baseUrl: string, userId: string, owner: OwnerCredentials): Promise<void> {
  await openReplayAsOwner(page, `${baseUrl}/replay`, owner);
  await page.getByRole('heading', { level: 1, name: 'Recorded sessions' }).waitFor(SEE);
  await page.getByLabel('User id').fill(userId);
  await page.getByRole('button', { name: 'Filter' }).click();
  // a guest is listed by the pseudonym of the e-mail: the filtered list holds only this shopper's sessions
  await page.waitForURL((url) => url.searchParams.get('user') === userId, SEE);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Play the session/ }) }).first();
  await row.waitFor(SEE);
  await row.getByRole('link', { name: /^Play the session/ }).click();
  await page.getByRole('button', { name: 'Play' }).waitFor(SEE);
  await sessionLoaded(page);
}

/** Waits until the player has every batch of the session (the first frame shows well before). */
export async function sessionLoaded(page: Page): Promise<void> {
  await page.locator('main.replay-player[aria-busy="false"]').waitFor({ state: 'attached', ...SEE });
}
