// Modes a page is in that its attributes do not show: a dialog opened with showModal() (top layer,
// backdrop, the rest inert) looks like one opened with show() in the DOM, and a page without a doctype
// lays out in quirks mode. Each is written as a page-state attribute (protocol/page-states) once the
// element it concerns is in the recording, after the DOM's own changes of the same commit.
import { MessageType as M } from '../../protocol/messages';
import { MEDIA_PLAYING_ATTRIBUTE, MEDIA_TIME_ATTRIBUTE, MODAL_DIALOG_ATTRIBUTE, QUIRKS_MODE_ATTRIBUTE } from '../../protocol/page-states';
import type { RecordingContext } from './recording-context';

const isModal = (el: Element): boolean => {
  try {
    return el.matches(':modal');
  } catch {
    return false; // a browser without :modal
  }
};

export class PageModes {
  #pending = new Set<Element>();
  #undo: (() => void)[] = [];

  readonly #ctx: RecordingContext;

  constructor(ctx: RecordingContext) {
    this.#ctx = ctx;
  }

  /** At a recording's start, right after CreateDocument. */
  start(doc: Document): void {
    this.stop();
    if (doc.compatMode === 'BackCompat') this.#ctx.out.push([M.SetNodeAttribute, 0, QUIRKS_MODE_ATTRIBUTE, '']);
    // Dialogs already modal, and media already playing or moved on, are looked at once the first snapshot is written.
    doc.querySelectorAll('dialog[open],video,audio').forEach((el) => {
      if (el.localName === 'dialog' || !(el as HTMLMediaElement).paused || (el as HTMLMediaElement).currentTime) this.#pending.add(el);
    });
    const proto = typeof HTMLDialogElement !== 'undefined' ? (HTMLDialogElement.prototype as { showModal?: () => void }) : undefined;
    const showModal = proto?.showModal;
    if (proto && typeof showModal === 'function') {
      const note = (el: Element) => this.note(el);
      const wrapped = function (this: HTMLDialogElement): void {
        showModal.call(this);
        note(this);
      };
      proto.showModal = wrapped;
      this.#undo.push(() => {
        if (proto.showModal === wrapped) proto.showModal = showModal;
      });
    }
    // Media play, pause and seek events do not bubble: one listener per document, in the capture phase.
    const media = (e: Event) => this.note(e.target as Element);
    for (const type of ['play', 'pause', 'ended', 'seeked']) {
      doc.addEventListener(type, media, true);
      this.#undo.push(() => doc.removeEventListener(type, media, true));
    }
  }

  stop(): void {
    for (const undo of this.#undo.splice(0)) undo();
    this.#pending.clear();
  }

  note(el: Element): void {
    this.#pending.add(el);
    this.#ctx.schedule();
  }

  /** Writes the modes of the elements noted since the last commit that are in the recording. */
  commit(): void {
    for (const el of this.#pending) {
      const id = this.#ctx.registry.idOf(el);
      if (id === undefined) continue;
      if (el.localName === 'dialog') {
        if ((el as HTMLDialogElement).open && isModal(el)) this.#ctx.out.push([M.SetNodeAttribute, id, MODAL_DIALOG_ATTRIBUTE, '']);
      } else if ('paused' in el) {
        const media = el as HTMLMediaElement;
        this.#ctx.out.push(media.paused ? [M.RemoveNodeAttribute, id, MEDIA_PLAYING_ATTRIBUTE] : [M.SetNodeAttribute, id, MEDIA_PLAYING_ATTRIBUTE, '1']);
        // where it was: a replay seeks there (its controls show the time, a video the picture at it)
        this.#ctx.out.push([M.SetNodeAttribute, id, MEDIA_TIME_ATTRIBUTE, String(+media.currentTime.toFixed(2))]);
      }
    }
    this.#pending.clear();
  }
}
