// @vitest-environment jsdom
// The capture of what a page shows beyond its DOM (CSSOM rules, adopted sheets, modal dialogs, media, quirks
// mode) is a chunk loaded only once the page uses one of them; what the page did meanwhile still reaches the replay.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomRecorder } from '../../src/tracker/dom/dom-recorder';
import { resolveOptions } from '../../src/tracker/options';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { readChunk } from '../../src/tracker/worker/message-chunk-reader';

const loaded = vi.hoisted(() => ({ captures: 0 }));
vi.mock('../../src/tracker/dom/fidelity-capture', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/tracker/dom/fidelity-capture')>();
  return {
    FidelityCapture: class extends real.FidelityCapture {
      constructor(...args: ConstructorParameters<typeof real.FidelityCapture>) {
        super(...args);
        loaded.captures++;
      }
    },
  };
});

let recorder: DomRecorder | null = null;
let sent: Message[] = [];

function record(): DomRecorder {
  sent = [];
  loaded.captures = 0;
  recorder = new DomRecorder(resolveOptions({ projectKey: 'k', sliceBudgetMs: 45 }, 'http://localhost'), {
    deliver: (chunk) => sent.push(...readChunk(chunk)),
    hidden: () => {},
    now: () => 0,
  });
  recorder.start();
  return recorder;
}

/** Lets the page's call settle and the chunk arrive, then commits. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  await recorder!.ready();
  recorder!.commitNow();
}

beforeEach(() => {
  document.head.innerHTML = '<style>.plain { color: blue; }</style>';
  document.body.innerHTML = '<main><p class="box">Treat box</p><dialog id="size">Pick a size</dialog></main>';
});

afterEach(() => {
  recorder?.stop();
  recorder = null;
});

describe('The capture beyond the DOM loads only for a page that uses it', () => {
  it('is not loaded for a page of plain DOM and stylesheets with text', async () => {
    document.body.innerHTML = '<main><p class="box">Treat box</p></main>';
    record();
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p>Added later</p>');
    await settle();
    expect(loaded.captures).toBe(0);
    expect(JSON.stringify(sent)).toContain('Added later');
  });

  it('loads when the page fills a new <style> through the CSSOM, and the rules it wrote before the chunk arrived reach the replay', async () => {
    document.body.innerHTML = '<main><p class="box">Treat box</p></main>';
    record();
    const style = document.createElement('style');
    style.textContent = '.own { margin: 0; }';
    document.head.appendChild(style);
    style.sheet!.insertRule('.box { color: red; }', 0);
    await settle();
    expect(loaded.captures).toBe(1);
    const whole = sent.filter((m) => m[0] === M.AdoptedSSReplaceURLBased).map((m) => String(m[2]));
    expect(whole.some((text) => text.includes('.box') && text.includes('.own'))).toBe(true);
    // later rules go one by one, as with a chunk loaded from the start
    style.sheet!.insertRule('.hero { top: 0px; }', 0);
    recorder!.commitNow();
    expect(sent.filter((m) => m[0] === M.AdoptedSSInsertRuleURLBased).map((m) => m[2])).toEqual(['.hero { top: 0px; }']);
  });

  it.each([
    ['a dialog', '<main><dialog id="size">Pick a size</dialog></main>', ''],
    ['a video', '<main><video></video></main>', ''],
    ['an empty <style> (a CSS-in-JS sheet)', '<main></main>', '<style></style>'],
  ])('loads at the start for a page that already holds %s', async (_, body, head) => {
    document.body.innerHTML = body;
    document.head.insertAdjacentHTML('beforeend', head);
    record();
    await settle();
    expect(loaded.captures).toBe(1);
  });

  it('loads when a dialog is opened modally after the start (Chromium checks the modal state in the fidelity journey)', async () => {
    document.body.innerHTML = '<main><p class="box">Treat box</p></main>';
    record();
    await settle();
    expect(loaded.captures).toBe(0);
    const dialog = document.createElement('dialog');
    document.body.appendChild(dialog);
    await settle();
    expect(loaded.captures).toBe(0);
    // jsdom has no showModal: the page's own stand-in is what the agent wraps
    const proto = HTMLDialogElement.prototype as { showModal?: () => void };
    const had = proto.showModal;
    recorder!.stop();
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    try {
      record();
      await settle();
      dialog.showModal();
      await settle();
      expect(loaded.captures).toBe(1);
    } finally {
      recorder?.stop();
      proto.showModal = had;
    }
  });

  it('leaves the page\'s CSSOM methods as they were once the recording stops', () => {
    const insertRule = CSSStyleSheet.prototype.insertRule;
    record();
    expect(CSSStyleSheet.prototype.insertRule).not.toBe(insertRule);
    recorder!.stop();
    recorder = null;
    expect(CSSStyleSheet.prototype.insertRule).toBe(insertRule);
  });
});
