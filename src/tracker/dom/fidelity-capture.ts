// What a page shows beyond its DOM (CSSOM rules and adopted sheets, modal dialogs, quirks mode, media play
// state, linked stylesheets' CSS, `blob:` pictures' bytes), loaded as a chunk of its own once the page shows it
// uses one of them (fidelity-use), so the agent's core does not carry it.
import { BlobImages } from './blob-images';
import type { FidelityUse } from './fidelity-use';
import { LinkedSheets } from './linked-sheets';
import { PageModes } from './page-modes';
import type { RecordingContext } from './recording-context';
import { SheetCapture } from './sheet-capture';

export class FidelityCapture {
  readonly #sheets: SheetCapture;
  readonly #modes: PageModes;
  readonly #links: LinkedSheets;
  readonly #images: BlobImages;

  constructor(ctx: RecordingContext) {
    this.#sheets = new SheetCapture(ctx);
    this.#modes = new PageModes(ctx);
    this.#links = new LinkedSheets(ctx, () => this.#sheets.newId());
    this.#images = new BlobImages(ctx);
  }

  /** `used`: the roots recorded, and what the page changed through these means, before the chunk arrived. */
  start(used: (FidelityUse | Document | ShadowRoot)[]): void {
    this.#sheets.start();
    this.#modes.start(document);
    for (const what of used) {
      if (what && 'nodeType' in what && (what.nodeType === 9 || what.nodeType === 11)) this.#sheets.watch(what as Document | ShadowRoot);
    }
    for (const what of used) if (!what || !('nodeType' in what) || what.nodeType === 1) this.use(what as FidelityUse);
  }

  /** Something the page did that the core saw: an element to keep, or a sheet or rule changed. */
  use(what: FidelityUse): void {
    if (!what) return; // an adoption: compared at the commit
    if (!('localName' in what)) this.#sheets.touch('cssText' in what ? what.parentStyleSheet : what);
    else if (what.localName === 'link') this.#links.note(what as HTMLLinkElement);
    else if (what.localName === 'img') this.#images.note(what as HTMLImageElement);
    else this.#modes.note(what);
  }

  watch(root: Document | ShadowRoot): void {
    this.#sheets.watch(root);
  }

  /** After the DOM's own changes of a commit: the states name recorded nodes. */
  commit(): void {
    this.#sheets.commit();
    this.#links.commit();
    this.#images.commit();
    this.#modes.commit();
  }

  stop(): void {
    this.#sheets.stop();
    this.#modes.stop();
    this.#links.stop();
    this.#images.stop();
  }
}
