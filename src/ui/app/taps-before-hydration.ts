// What a person does to a server-rendered page before its script has taken the markup over. On a slow phone the
// first screen is painted seconds before it is hydrated; a tap on 'Add to Cart' or a chosen size in that time
// would otherwise be lost (the buttons have no handlers yet) or, worse, shown but unknown to the page.

/** Marks the page's root while its markup is shown but not yet taken over by the page's script. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Controls whose own behaviour the browser carries out without any script: left to it. */
const FIELD = 'input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"]), select, textarea';
/** What a tap may land on that has a meaning of its own: the nearest one is what the person meant. */
const CONTROL = `a[href], label, button, [role="button"], summary, ${FIELD}, input`;

type Kept =
  /** A press on a button (or anything but a link, a label or a field), pressed again once the page can answer. */
  | { kind: 'press'; element: HTMLElement }
  /** A form sent without a button press: sent again once the page can answer. */
  | { kind: 'submit'; form: HTMLFormElement }
  /** A field changed: its value told to the page once it can hear it. */
  | { kind: 'field'; field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement };

export interface TapsBeforeHydration {
  /**
   * The page has taken its markup over: the root is no longer marked, and what was kept is done again, in the
   * order the person did it, a task apart (each change rendered before the next press reads it).
   */
  release(): Promise<void>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Keeps what a person does to the server's markup in the page's root (`#root`) until `release()`. The server
 * sends that markup inert (nothing in it answers yet); this lifts the inertness as soon as the root is parsed
 * (the script may run before the page's body has arrived) and keeps instead:
 * - a link is followed by the browser itself (the server renders the next page too);
 * - a field (a size, a quantity, a radio) changes as the browser changes it, and the page is told the new value;
 * - any other press ('Add to Cart', the menu, a form's button) is held, once per control however often it was
 *   tapped while waiting, and pressed again once the page can answer.
 * A root without server markup (sent without `inert`: the page renders itself in the browser) keeps nothing.
 */
export function keepTapsBeforeHydration(doc: Document): TapsBeforeHydration {
  const view = doc.defaultView;
  if (!view) return { release: () => Promise.resolve() };
  const kept: Kept[] = [];
  const keep = (entry: Kept) => {
    const same = (other: Kept) =>
      (other.kind === 'press' && entry.kind === 'press' && other.element === entry.element) ||
      (other.kind === 'submit' && entry.kind === 'submit' && other.form === entry.form) ||
      (other.kind === 'field' && entry.kind === 'field' && other.field === entry.field);
    if (!kept.some(same)) kept.push(entry);
  };
  const root = () => doc.getElementById('root');
  /** Whether `target` is in the server's markup, not yet taken over. */
  const inWaitingMarkup = (target: EventTarget | null): target is Element => {
    const markup = root();
    return !!markup?.hasAttribute(HYDRATING_ATTRIBUTE) && target instanceof view.Element && markup.contains(target);
  };

  const onClick = (event: Event) => {
    if (!inWaitingMarkup(event.target)) return;
    const control = event.target.closest(CONTROL);
    if (control && (control.matches('a[href], label') || control.matches(FIELD))) return;
    // Held: the press has no handler yet, and a form's button would send the form to the server's address.
    event.preventDefault();
    event.stopImmediatePropagation();
    const pressed = control ?? event.target;
    if (pressed instanceof view.HTMLElement) keep({ kind: 'press', element: pressed });
  };
  const onSubmit = (event: Event) => {
    if (!inWaitingMarkup(event.target) || !(event.target instanceof view.HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keep({ kind: 'submit', form: event.target });
  };
  const onFieldChange = (event: Event) => {
    const field = event.target;
    if (!inWaitingMarkup(field)) return;
    if (field instanceof view.HTMLInputElement || field instanceof view.HTMLSelectElement || field instanceof view.HTMLTextAreaElement) {
      keep({ kind: 'field', field });
    }
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onFieldChange],
    ['change', onFieldChange],
  ];
  // On the window, in the capture phase: before any listener the page's script adds to the root as it hydrates.
  for (const [type, listener] of listeners) view.addEventListener(type, listener, true);

  /** Takes the root over once it is parsed; true once there is a root (server markup or not). */
  const takeOver = (): boolean => {
    const markup = root();
    if (!markup) return false;
    if (markup.hasAttribute('inert')) {
      markup.removeAttribute('inert');
      markup.setAttribute(HYDRATING_ATTRIBUTE, '');
    }
    return true;
  };
  let parsing: MutationObserver | null = null;
  if (!takeOver()) {
    parsing = new view.MutationObserver(() => {
      if (takeOver()) parsing?.disconnect();
    });
    parsing.observe(doc, { childList: true, subtree: true });
  }

  let released: Promise<void> | null = null;
  return {
    release() {
      released ??= (async () => {
        parsing?.disconnect();
        for (const [type, listener] of listeners) view.removeEventListener(type, listener, true);
        const markup = root();
        markup?.removeAttribute(HYDRATING_ATTRIBUTE);
        markup?.removeAttribute('inert');
        // What each field shows now, as the person left it: telling the page one field re-renders the part it is in,
        // which sets the other fields of that part back to what the page knew.
        const shown = kept.splice(0).map((entry) => ({ entry, shown: entry.kind === 'field' ? shownValue(entry.field) : null }));
        for (const { entry, shown: value } of shown) {
          await nextTask();
          if (markup) doAgain(entry, value, markup);
        }
      })();
      return released;
    },
  };
}

/** A field's value as shown: its text or choice, or whether it is ticked. */
type Shown = string | boolean;

function shownValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): Shown {
  const view = field.ownerDocument.defaultView!;
  return field instanceof view.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value;
}

function doAgain(entry: Kept, shown: Shown | null, root: HTMLElement): void {
  if (entry.kind === 'press') {
    // A part the page rendered anew (it could not take the server's markup over) is no longer what was pressed.
    if (entry.element.isConnected && root.contains(entry.element)) entry.element.click();
  } else if (entry.kind === 'submit') {
    if (entry.form.isConnected && root.contains(entry.form)) entry.form.requestSubmit();
  } else if (entry.field.isConnected && root.contains(entry.field) && shown !== null) {
    tellChangedField(entry.field, shown);
  }
}

/**
 * Tells the page a field's value that the person set before the page could hear it. Hydration keeps the value the
 * field shows and takes it as already known, so the page's own record of it is set to the value the markup came
 * with and the person's value is set again under it, the way the browser sets it: the page sees a change.
 */
function tellChangedField(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, shown: Shown): void {
  const view = field.ownerDocument.defaultView!;
  if (field instanceof view.HTMLSelectElement) {
    field.value = String(shown);
    field.dispatchEvent(new view.Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof view.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (shown === field.defaultChecked) return;
    // A radio left by choosing another of its group: that one tells the change.
    if (field.type === 'radio' && !shown) return;
    // Recorded as it was, then set by a press, as a person sets it.
    field.checked = !shown;
    field.click();
    return;
  }
  if (shown === field.defaultValue) return;
  field.value = field.defaultValue;
  const prototype = field instanceof view.HTMLInputElement ? view.HTMLInputElement.prototype : view.HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, String(shown));
  field.dispatchEvent(new view.Event('input', { bubbles: true }));
}
