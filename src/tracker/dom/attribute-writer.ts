// Attributes as the recording may carry them (001 §5, the batch protocol's conventions):
// `on*` handlers and input values are never sent; URL attributes and inline styles go with the base
// URL so the replay resolves them; href of anything but a stylesheet or an SVG reference is blanked;
// values over 100000 characters are blanked; sensitive-named attributes and e-mails are masked.
import { limitAttributeValue, MAX_ATTRIBUTE_VALUE_LENGTH } from '../../domain/recording/attribute-limits';
import { isSensitiveKey, MASK } from '../../domain/recording/sensitive-data';
import { maskEmailsIn } from '../../domain/recording/text-privacy';
import { mayBePrivate, sanitiseUrlText } from '../../domain/recording/url-privacy';
import { OBSCURED } from './node-registry';
import { MessageType as M } from '../../protocol/messages';
import type { RecordingContext } from './recording-context';

const SVG_NS = 'http://www.w3.org/2000/svg';
const URL_ATTRIBUTES = new Set(['src', 'srcset', 'poster', 'background', 'style', 'data', 'action', 'formaction']);
const sensitiveNames = new Map<string, boolean>();

const sensitiveName = (name: string): boolean => {
  let known = sensitiveNames.get(name);
  if (known === undefined) {
    known = name !== 'autocomplete' && isSensitiveKey(name);
    sensitiveNames.set(name, known);
  }
  return known;
};

/** Attributes a person reads as text: inside an obscured node they are masked like its text. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'value', 'content', 'aria-valuetext']);

const VALUE_KEEPING_INPUTS = new Set(['button', 'submit', 'reset', 'image']);

const isHandlerName = (name: string): boolean =>
  name.length > 1 && name.charCodeAt(0) === 111 /* o */ && name.charCodeAt(1) === 110 /* n */;

/** Whether an attribute of this element may be recorded at all. */
export function attributeAllowed(el: Element, name: string): boolean {
  if (isHandlerName(name)) return false;
  if (name === 'value') {
    const tag = el.localName;
    if (tag === 'textarea') return false;
    if (tag === 'input') return VALUE_KEEPING_INPUTS.has(((el as HTMLInputElement).type || '').toLowerCase());
  }
  return true;
}

function dictKey(ctx: RecordingContext, text: string): number {
  let key = ctx.dict.get(text);
  if (key === undefined) {
    key = ctx.nextDictKey++;
    ctx.dict.set(text, key);
    ctx.out.m1s(M.StringDictGlobal, key, text);
  }
  return key;
}

/** `tag` is the element's localName, read once by the caller. */
export function writeAttribute(ctx: RecordingContext, id: number, el: Element, tag: string, name: string, value: string): void {
  if (!attributeAllowed(el, name)) return;
  const urlBased =
    URL_ATTRIBUTES.has(name) ||
    (name === 'href' && (tag === 'link' || el.namespaceURI === SVG_NS)) ||
    name === 'xlink:href';
  if (urlBased) {
    // A linked sheet is inlined, a blob: picture kept as bytes: the address is gone or changed by replay time.
    // The chunk looks at the picture's src itself (an address of the site's stays an address).
    if (tag === 'link' || tag === 'img') ctx.use(el);
    ctx.out.push([M.SetNodeAttributeURLBased, id, name, value.length > MAX_ATTRIBUTE_VALUE_LENGTH ? '' : sanitiseUrlText(value), ctx.baseURL]);
    return;
  }
  // The domain's rule (href and over-long values blanked), lower-casing only names that could be 'href'.
  const recorded = name.length === 4 ? limitAttributeValue(name, value) : value.length > MAX_ATTRIBUTE_VALUE_LENGTH ? '' : value;
  const nameKey = dictKey(ctx, name);
  const hidden = recorded && (sensitiveName(name) || (TEXT_ATTRIBUTES.has(name) && obscuredNode(ctx, id)));
  ctx.out.m3(M.SetNodeAttributeDictGlobal, id, nameKey, dictKey(ctx, hidden ? MASK : maskedValue(ctx, name, recorded)));
}

const obscuredNode = (ctx: RecordingContext, id: number): boolean => (ctx.registry.privacyLevels[id] & OBSCURED) !== 0;

/**
 * Addresses in a value (data-url, content of og:url, …) lose their tokens; e-mails, card numbers and
 * SSNs are masked whatever the options say.
 */
function maskedValue(ctx: RecordingContext, name: string, value: string): string {
  let recorded = value;
  // Masking is for text: class names, ids and SVG geometry (a long numeric viewBox) are kept as they are.
  if (recorded.length > 3 && name !== 'class' && name !== 'id' && name !== 'viewBox' && name !== 'd' && name !== 'points' && mayBePrivate(recorded)) {
    if (ctx.options.maskEmails) recorded = maskEmailsIn(recorded);
    recorded = sanitiseUrlText(recorded);
  }
  return recorded;
}

/** A changed attribute, its value read by the caller (null when it was removed). */
function writeAttributeChange(ctx: RecordingContext, id: number, el: Element, name: string, value: string | null): void {
  if (value === null) {
    if (attributeAllowed(el, name)) ctx.out.push([M.RemoveNodeAttribute, id, name]);
    return;
  }
  writeAttribute(ctx, id, el, el.localName, name, value);
}

/**
 * A name whose recording depends on nothing but the value: not a handler, not an input's value, not a
 * URL, not an href, not sensitive, not text a person reads (masked in an obscured node). Lower-case
 * 'href' in any case is left to the full rule.
 */
function plainName(name: string): boolean {
  return (
    !isHandlerName(name) &&
    name !== 'value' &&
    !URL_ATTRIBUTES.has(name) &&
    !TEXT_ATTRIBUTES.has(name) &&
    name !== 'xlink:href' &&
    !(name.length === 4 && name.toLowerCase() === 'href') &&
    !sensitiveName(name)
  );
}

/**
 * Consecutive new values (not in the dictionary) of one plain attribute after which its values are
 * written as they are: a burst of distinct values (a label or an index per row) would only fill the
 * dictionary, costing a lookup, an insertion and a message per node that nothing refers to again.
 */
const DISTINCT_RUN = 16;
/** While values are written as they are, every this many the dictionary is asked again whether values repeat. */
const DISTINCT_PROBE = 64;

/**
 * Writes the attribute changes of a recording. A page usually changes one attribute on many nodes at
 * once (a class on every row, a state on every item): consecutive changes of the same plain attribute
 * share its checks and its dictionary key, and of the same value, the value's. A run of distinct values
 * goes as SetNodeAttribute, without the dictionary.
 */
export class AttributeChangeWriter {
  /**
   * The last change's attribute when it is plain (else null), and the value last written under it:
   * a change repeating both is one SetNodeAttributeDictGlobal with these keys, which the committer
   * writes itself as the observer reports the burst (a call less per node, in still cold code).
   */
  repeatName: string | null = null;
  repeatValue: string | null = null;
  nameKey = 0;
  valueKey = 0;
  #name: string | null = null;
  /** New values met in a row under this name (see DISTINCT_RUN), and the last one written as it is. */
  #fresh = 0;
  #lastDistinct: string | null = null;

  constructor(private readonly ctx: RecordingContext) {}

  write(id: number, el: Element, name: string, value: string | null): void {
    const { ctx } = this;
    if (name !== this.#name) {
      this.#name = name;
      this.repeatName = plainName(name) ? name : null;
      this.repeatValue = null;
      this.#fresh = 0;
      this.#lastDistinct = null;
      if (this.repeatName !== null) this.nameKey = dictKey(ctx, name);
    }
    if (this.repeatName === null) {
      writeAttributeChange(ctx, id, el, name, value);
      return;
    }
    if (value === null) {
      ctx.out.push([M.RemoveNodeAttribute, id, name]);
      return;
    }
    if (value !== this.repeatValue) {
      // Once per new value, not per node: over-long values are blanked (a plain name is never an href, so the
      // domain's rule needs no lower-casing of the name per value here).
      const recorded = maskedValue(ctx, name, value.length > MAX_ATTRIBUTE_VALUE_LENGTH ? '' : value);
      if (this.#fresh >= DISTINCT_RUN && value !== this.#lastDistinct && ++this.#fresh % DISTINCT_PROBE !== 0) {
        // Values keep differing: this one goes as it is (the last dictionary value stays the repeat one).
        this.#lastDistinct = value;
        ctx.out.m1ss(M.SetNodeAttribute, id, name, recorded);
        return;
      }
      let key = ctx.dict.get(recorded);
      if (key === undefined) {
        this.#fresh++;
        key = dictKey(ctx, recorded);
      } else this.#fresh = 0;
      this.repeatValue = value;
      this.valueKey = key;
    }
    ctx.out.m3(M.SetNodeAttributeDictGlobal, id, this.nameKey, this.valueKey);
  }

  /** The dictionary is cleared for a new recording: nothing is carried into it. */
  reset(): void {
    this.#name = null;
    this.repeatName = null;
    this.repeatValue = null;
    this.#fresh = 0;
    this.#lastDistinct = null;
  }
}
