// The page around the DOM: viewport size, visibility, and the location (sensitive query values masked,
// title masked like page text).
import { sanitiseUrl } from '../../domain/recording/url-privacy';
import { MessageType as M } from '../../protocol/messages';
import type { RecordingContext } from '../dom/recording-context';
import { maskedText } from '../dom/text-writer';
import type { Listeners } from './listeners';

export class PageState {
  #href = '';
  #title = '';
  #resized = false;

  readonly #ctx: RecordingContext;

  readonly #onHidden: (exiting: boolean) => void;

  constructor(
    ctx: RecordingContext,
    onHidden: (exiting: boolean) => void,
  ) {
    this.#onHidden = onHidden;
    this.#ctx = ctx;}

  attach(listeners: Listeners): void {
    listeners.on(window, 'resize', () => {
      this.#resized = true;
      this.#ctx.schedule();
    });
    listeners.on(document, 'visibilitychange', () => {
      this.#ctx.out.push([M.SetPageVisibility, document.hidden]);
      if (document.hidden) this.#onHidden(false);
      else this.#ctx.schedule();
    });
    listeners.on(window, 'pagehide', () => this.#onHidden(true));
  }

  /** The first messages of a recording: location, viewport size and scroll, visibility. */
  writeInitial(): void {
    this.#writeLocation();
    this.#writeSize();
    this.#ctx.out.push([M.SetViewportScroll, Math.round(window.scrollX), Math.round(window.scrollY)]);
    this.#ctx.out.push([M.SetPageVisibility, document.hidden]);
  }

  commit(): void {
    // A single-page app sets its title after its address: the same address again carries the page's own title.
    if (location.href !== this.#href || document.title !== this.#title) this.#writeLocation();
    if (this.#resized) {
      this.#resized = false;
      this.#writeSize();
    }
  }

  #writeLocation(): void {
    this.#href = location.href;
    this.#title = document.title;
    const navigationStart = Math.round(performance.timeOrigin || 0);
    const title = maskedText(this.#ctx, document.title, 0);
    this.#ctx.out.push([M.SetPageLocation, sanitiseUrl(this.#href), sanitiseUrl(document.referrer), navigationStart, title]);
  }

  #writeSize(): void {
    this.#ctx.out.push([M.SetViewportSize, Math.round(window.innerWidth), Math.round(window.innerHeight)]);
  }
}
