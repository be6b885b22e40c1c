// What a page shows beyond its DOM (CSSOM rules and adopted sheets, modal dialogs, quirks mode, media play
// state), loaded as a chunk of its own once the page shows it uses one of them (fidelity-use), so the agent's
// core does not carry it.
import type { FidelityUse } from './fidelity-use';
import { PageModes } from './page-modes';
import type { RecordingContext } from './recording-context';
import { SheetCapture } from './sheet-capture';

export class FidelityCapture {
  readonly #sheets: SheetCapture;
  readonly #modes: PageModes;

  constructor(ctx: RecordingContext) {
    this.#sheets = new SheetCapture(ctx);
    this.#modes = new PageModes(ctx);
  }

  /** `used`: what the page changed through these means before the chunk arrived. */
  start(doc: Document, roots: (Document | ShadowRoot)[], used: FidelityUse[]): void {
    this.#sheets.start();
    this.#modes.start(doc);
    for (const root of roots) this.#sheets.watch(root);
    for (const what of used) {
      if (!what) continue; // an adoption: compared at the commit
      if ('localName' in what) this.#modes.note(what);
      else this.#sheets.touch('cssText' in what ? what.parentStyleSheet : what);
    }
  }

  watch(root: Document | ShadowRoot): void {
    this.#sheets.watch(root);
  }

  /** After the DOM's own changes of a commit: the states name recorded nodes. */
  commit(): void {
    this.#sheets.commit();
    this.#modes.commit();
  }

  stop(): void {
    this.#sheets.stop();
    this.#modes.stop();
  }
}
