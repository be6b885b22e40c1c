// The widget's place in the page: one element of its own (left out of the recording, see
// subtree-writer's isRecordable) holding a shadow root, so neither the page's styles nor its
// scripts' selectors reach inside. Open, so assistive technology and tests read it as they read the page.
import { HOST_STYLE, WIDGET_CSS } from './widget-styles';

/** The host element's name; the recorder skips it (the video shows the widget as the tester saw it). */
export const WIDGET_TAG = 'pawprint-uxt';

type Child = Node | string | null | false | undefined;

/** An element with attributes (false/null left out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string | boolean | null | undefined> = {}, children: Child[] = []): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** A constructed style sheet is outside the page's style-src policy; a <style> element where there is none. */
function adoptStyles(root: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(WIDGET_CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = WIDGET_CSS;
    root.prepend(style);
  }
}

export interface WidgetHost {
  root: ShadowRoot;
  /** The element all of the widget's content goes in. */
  frame: HTMLElement;
  remove(): void;
}

export function mountWidgetHost(doc: Document = document): WidgetHost {
  const host = doc.createElement(WIDGET_TAG);
  // Through the CSSOM, which a page's Content-Security-Policy allows where style attributes are refused.
  for (const [name, value] of HOST_STYLE) host.style.setProperty(name, value, 'important');
  const root = host.attachShadow({ mode: 'open' });
  const frame = h('div', { class: 'uxt' });
  root.append(frame);
  adoptStyles(root);
  // Beside <body>, not in it: a page that hides or restyles its body's children leaves the widget be.
  doc.documentElement.append(host);
  return { root, frame, remove: () => host.remove() };
}
