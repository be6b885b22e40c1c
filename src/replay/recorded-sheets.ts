// Stylesheets the page wrote through the CSSOM, rebuilt in the replay frame: each recorded sheet becomes a
// constructed sheet of the owner's own window (only those can be adopted there: the replay frame's, or a
// recorded frame's inside it), filled from the model's text and edits. A document or shadow root adopts its
// sheets; a <style> element gets their rules into its own sheet; a <link> whose CSS the agent inlined shows it
// through a <style> of the replay's own inside it, in the link's place, and loads nothing from its address.
import { cssWithInteractionMarks } from './interaction-marks';
import type { RecordedSheet, ReplayModel, SheetEdit } from './replay-model';

type Owner = Node | undefined;

function applyEdit(sheet: CSSStyleSheet, [index, rule]: SheetEdit): void {
  try {
    if (rule === undefined) sheet.deleteRule(index);
    else sheet.insertRule(cssWithInteractionMarks(rule), Math.min(index, sheet.cssRules.length));
  } catch {
    // a rule the viewer's browser refuses is left out, as the page's browser may have done
  }
}

function fill(sheet: CSSStyleSheet, recorded: RecordedSheet): void {
  try {
    sheet.replaceSync(cssWithInteractionMarks(recorded.text));
  } catch {
    // text a constructed sheet refuses: the edits still apply
  }
  for (const edit of recorded.edits) applyEdit(sheet, edit);
}

/** Marks the replay's own <style> inside a <link> whose CSS was recorded: no element of the page. */
export const INLINED_SHEET_ATTRIBUTE = 'data-replay-inlined-sheet';

export class RecordedSheets {
  /** Each recorded sheet as built for each document that uses it. */
  private built = new Map<number, Map<Document, CSSStyleSheet>>();

  constructor(
    private readonly doc: Document,
    private readonly nodeOf: (id: number) => Owner,
  ) {}

  /** After the page was built anew: every owner takes its sheets again, built fresh. */
  mount(model: ReplayModel): void {
    this.built.clear();
    const adopted = (this.doc as { adoptedStyleSheets?: CSSStyleSheet[] }).adoptedStyleSheets;
    if (adopted?.length) this.adopt(this.doc, []);
    for (const owner of model.sheetOwners.keys()) this.applyOwner(model, owner);
  }

  /** A sheet was replaced or had a rule inserted or deleted (the model holds the change as its last edit). */
  sheetChanged(model: ReplayModel, id: number): void {
    const recorded = model.sheets.get(id);
    if (!recorded) return;
    for (const sheet of this.built.get(id)?.values() ?? []) {
      if (recorded.edits.length) applyEdit(sheet, recorded.edits[recorded.edits.length - 1]);
      else fill(sheet, recorded);
    }
    // a <style> element holds copies of the rules, a <link> their text: they are copied again
    for (const [owner, ids] of model.sheetOwners) {
      if (ids.includes(id) && this.nodeOf(owner)?.nodeType === 1) this.applyOwner(model, owner);
    }
  }

  /** A node placed anew (a <style> moved parses its text again) takes its sheets again. */
  ownerPlaced(model: ReplayModel, id: number): void {
    if (model.sheetOwners.has(id) || (this.nodeOf(id) as Element | undefined)?.localName === 'link') this.applyOwner(model, id);
  }

  applyOwner(model: ReplayModel, ownerId: number): void {
    const owner = this.nodeOf(ownerId);
    if (!owner) return;
    if ((owner as Element).localName === 'link') return this.inlineInto(owner as HTMLLinkElement, model, ownerId);
    const doc = owner.nodeType === 9 ? (owner as Document) : owner.ownerDocument;
    const sheets: CSSStyleSheet[] = [];
    for (const id of model.sheetOwners.get(ownerId) ?? []) {
      const sheet = doc && this.sheet(model, id, doc);
      if (sheet) sheets.push(sheet);
    }
    if (owner.nodeType === 1) {
      if (sheets.length) this.copyInto(owner as HTMLStyleElement, sheets);
      return;
    }
    this.adopt(owner as Document | ShadowRoot, sheets);
  }

  /**
   * A <link> whose CSS was recorded shows that CSS, whatever its address serves today: its own href is taken off
   * (the replay loads nothing from it) and a <style> of the replay's inside it holds the text, so it keeps the
   * link's place among the page's sheets and goes wherever the link goes. Without recorded CSS the link keeps
   * its address, the fallback.
   */
  private inlineInto(link: HTMLLinkElement, model: ReplayModel, ownerId: number): void {
    const ids = model.sheetOwners.get(ownerId) ?? [];
    let style = link.querySelector(`style[${INLINED_SHEET_ATTRIBUTE}]`);
    const href = model.element(ownerId)?.attrs.get('href');
    if (!ids.length) {
      style?.remove();
      if (href !== undefined && !link.hasAttribute('href')) link.setAttribute('href', href);
      return;
    }
    link.removeAttribute('href');
    if (!style) {
      style = link.ownerDocument.createElement('style');
      style.setAttribute(INLINED_SHEET_ATTRIBUTE, '');
      link.appendChild(style);
    }
    // the text itself, not a constructed sheet's rules: those would drop the sheet's @imports
    style.textContent = ids.map((id) => cssWithInteractionMarks(model.sheets.get(id)?.text ?? '')).join('\n');
    const sheet = (style as HTMLStyleElement).sheet;
    for (const id of ids) for (const edit of model.sheets.get(id)?.edits ?? []) if (sheet) applyEdit(sheet, edit);
  }

  private adopt(owner: Document | ShadowRoot, sheets: CSSStyleSheet[]): void {
    try {
      if ('adoptedStyleSheets' in owner) owner.adoptedStyleSheets = sheets;
    } catch {
      // a browser without constructed sheets shows the page without them
    }
  }

  private copyInto(style: HTMLStyleElement, sheets: CSSStyleSheet[]): void {
    const target = style.sheet;
    if (!target) return;
    try {
      while (target.cssRules.length) target.deleteRule(target.cssRules.length - 1);
      for (const sheet of sheets) {
        for (let i = 0; i < sheet.cssRules.length; i++) target.insertRule(sheet.cssRules[i].cssText, target.cssRules.length);
      }
    } catch {
      // what could be copied shows
    }
  }

  private sheet(model: ReplayModel, id: number, doc: Document): CSSStyleSheet | null {
    let copies = this.built.get(id);
    const known = copies?.get(doc);
    if (known) return known;
    const recorded = model.sheets.get(id);
    // The owner's window's own constructor: a sheet of another window cannot be adopted there.
    const Sheet = (doc.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet ?? (doc === this.doc ? globalThis.CSSStyleSheet : undefined);
    if (!recorded || !Sheet) return null;
    let sheet: CSSStyleSheet;
    try {
      sheet = new Sheet();
    } catch {
      return null;
    }
    fill(sheet, recorded);
    if (!copies) this.built.set(id, (copies = new Map()));
    copies.set(doc, sheet);
    return sheet;
  }
}
