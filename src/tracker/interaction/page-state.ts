// The page around the DOM: viewport size, visibility, and the location (sensitive query values masked,
// title masked like page text).
import { sanitiseUrl } from '../../domain/recording/url-privacy';
import { MessageType as M } from '../../protocol/messages';
import type { RecordingContext } from '../dom/recording-context';
import { maskedText } from '../dom/text-writer';
import type { Listeners } from './listeners';

/**
 * How the page went out of sight: 0 hidden (another tab, a minimised window); left at pagehide, 1 for good
 * (its worker ends with it), 2 for the back-forward cache (it may come back). Numbers, as the core counts bytes.
 */
export type PageHidden = 0 | 1 | 2;

export class PageState {
  #href = '';
  #title = '';
  #resized = false;

  readonly #ctx: RecordingContext;

  readonly #onHidden: (how: PageHidden) => void;

  constructor(
    ctx: RecordingContext,
    onHidden: (how: PageHidden) => void,
  ) {
    this.#onHidden = onHidden;
    this.#ctx = ctx;
  }

  attach(listeners: Listeners): void {
    listeners.on(window, 'resize', () => {
      this.#resized = true;
      this.#ctx.schedule();
    });
    listeners.on(document, 'visibilitychange', () => {
      this.#ctx.out.push([M.SetPageVisibility, document.hidden]);
      if (document.hidden) this.#onHidden(0);
      else this.#ctx.schedule();
    });
    // `persisted`: kept in the back-forward cache, where it may come back; otherwise unloaded for good.
    listeners.on(window, 'pagehide', (e) => this.#onHidden((e as PageTransitionEvent).persisted ? 2 : 1));
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
