// What a page shows beyond its DOM (CSSOM rules and adopted sheets, modal dialogs, quirks mode, media play
// state), loaded as a chunk of its own after the start, so the agent's core does not carry it.
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

  start(doc: Document, roots: (Document | ShadowRoot)[]): void {
    this.#sheets.start();
    this.#modes.start(doc);
    for (const root of roots) this.#sheets.watch(root);
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
