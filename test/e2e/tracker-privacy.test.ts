// Private by default: a page full of planted secrets, recorded with default settings, sends none of
// them: not in any decoded message, not in the bytes of any batch as it went over the wire.
import type { Browser } from 'playwright-core';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MessageType as M } from '../../src/protocol/messages';
import { afterNextFrames, freshContext, withChromiumAnd } from './browser';
import { agentStarted, recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';

let browser: Browser;
let ingest: IngestSite;
withChromiumAnd(startIngestSite, (b, s) => {
  browser = b;
  ingest = s;
});

const range = (n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(2, '0'));
const passwords = range(8).map((i) => `pw-Secret-${i}`);
const typedPasswords = range(4).map((i) => `typedPw${i}Zq`);
const hidden = range(8).map((i) => `csrf-hidden-${i}`);
const cards = ['4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210', '378282246310005', '6011111111111117', '3056930009020004'];
const typedCards = ['4111 1111 1111 1111', '5105 1051 0510 5100', '4012 8888 8888 1881', '6011 0009 9013 9424'];
const typed = range(8).map((i) => `typed words ${i} xyzzy`);
const textEmails = range(8).map((i) => `ann.secret${i}@example.com`);
const typedEmails = range(4).map((i) => `bob.typed${i}@example.org`);
const attributeEmails = range(2).map((i) => `title.secret${i}@example.net`);
const urlToken = 'tok_url_SECRET_77';
const linkToken = 'tok_link_SECRET_88';
const textareaSecret = 'textarea private diary entry';

const secrets = [
  ...passwords, ...typedPasswords, ...hidden, ...cards, ...typedCards, ...typed, ...textEmails, ...typedEmails, ...attributeEmails,
  urlToken, linkToken, textareaSecret,
];

const PAGE = recordedPage(`
  <h1>Account</h1>
  <form>
    ${passwords.map((p, i) => `<label>Password ${i}<input type="password" value="${p}"></label>`).join('')}
    ${typedPasswords.map((_, i) => `<input type="password" id="tp${i}" aria-label="New password ${i}">`).join('')}
    ${hidden.map((h) => `<input type="hidden" name="csrf" value="${h}">`).join('')}
    ${cards.map((c, i) => `<input name="card${i}" value="${c}">`).join('')}
    ${typedCards.map((_, i) => `<input id="tc${i}" autocomplete="cc-number" aria-label="Card number ${i}">`).join('')}
    ${typed.map((_, i) => `<input id="tt${i}" aria-label="Note ${i}">`).join('')}
    ${typedEmails.map((_, i) => `<input id="te${i}" type="email" aria-label="E-mail ${i}">`).join('')}
    <textarea>${textareaSecret}</textarea>
  </form>
  ${textEmails.map((e) => `<p>Contact ${e} for help</p>`).join('')}
  ${attributeEmails.map((e) => `<span title="Reach ${e}">hover</span>`).join('')}
  <p>Card on file: ${cards[0].replace(/(\d{4})/g, '$1 ').trim()}</p>
  <a href="/reset?token=${linkToken}">Reset</a>
`);

describe('Private by default', () => {
  it(`sends none of ${secrets.length} planted secrets to the ingest`, async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(50);
    ingest.pages.set('/account', PAGE);
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(`${ingest.url}/account?token=${urlToken}`);
    expect(await agentStarted(page)).toMatchObject({ success: true });

    for (const [i, p] of typedPasswords.entries()) await page.locator(`#tp${i}`).pressSequentially(p);
    for (const [i, c] of typedCards.entries()) await page.locator(`#tc${i}`).pressSequentially(c);
    for (const [i, t] of typed.entries()) await page.locator(`#tt${i}`).fill(t);
    for (const [i, e] of typedEmails.entries()) await page.locator(`#te${i}`).pressSequentially(e);
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelectorAll('p')[0]);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    });
    await page.locator('p').nth(1).click();
    await afterNextFrames(page); // the selection and click events have reached the recorder
    await page.evaluate(() => {
      (window as unknown as { tracker: { event(n: string, p: unknown): void } }).tracker.event('privacy-done', {});
      window.dispatchEvent(new Event('pagehide'));
    });
    await expect.poll(() => ingest.messages().some((m) => m[0] === M.CustomEvent && m[1] === 'privacy-done'), { timeout: 20_000 }).toBe(true);

    const decoded = JSON.stringify(ingest.messages());
    const wire = ingest.batches.map((b) => Buffer.concat([b.raw, Buffer.from(b.bytes)]).toString('latin1')).join('\n');
    const rawUtf8 = ingest.batches.map((b) => Buffer.from(b.bytes).toString('utf8')).join('\n');
    const leaked = secrets.filter((s) => decoded.includes(s) || wire.includes(s) || rawUtf8.includes(s));
    expect(leaked).toEqual([]);
    // Digits of card numbers do not survive in any grouping either.
    for (const card of [...cards, ...typedCards.map((c) => c.replace(/ /g, ''))]) expect(rawUtf8.replace(/[ -]/g, '')).not.toContain(card);
    for (const b of ingest.batches) {
      if (b.raw[0] === 0x1f && b.raw[1] === 0x8b) expect(Buffer.from(gunzipSync(b.raw)).equals(Buffer.from(b.bytes))).toBe(true);
    }

    // The recording still shows that the fields were used: lengths of obscured values, -1 for passwords.
    const values = ingest.messages().filter((m) => m[0] === M.SetInputValue);
    expect(values.some((m) => m[3] === -1)).toBe(true);
    expect(values.some((m) => m[3] === typed[0].length && m[2] === '')).toBe(true);
    const location = ingest.messages().find((m) => m[0] === M.SetPageLocation)!;
    expect(location[1]).toContain('token=******');
    await context.close();
  });
});
