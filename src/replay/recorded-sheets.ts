// Stylesheets the page wrote through the CSSOM, rebuilt in the replay frame: each recorded sheet becomes a
// constructed sheet of the frame's own window (only those can be adopted there), filled from the model's text
// and edits. A document or shadow root adopts its sheets; a <style> element gets their rules into its own sheet.
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

export class RecordedSheets {
  private built = new Map<number, CSSStyleSheet>();

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
    const sheet = this.built.get(id);
    const recorded = model.sheets.get(id);
    if (!sheet || !recorded) return;
    if (recorded.edits.length) applyEdit(sheet, recorded.edits[recorded.edits.length - 1]);
    else fill(sheet, recorded);
    // a <style> element holds copies of the rules: they are copied again
    for (const [owner, ids] of model.sheetOwners) {
      if (ids.includes(id) && this.nodeOf(owner)?.nodeType === 1) this.applyOwner(model, owner);
    }
  }

  /** A node placed anew (a <style> moved parses its text again) takes its sheets again. */
  ownerPlaced(model: ReplayModel, id: number): void {
    if (model.sheetOwners.has(id)) this.applyOwner(model, id);
  }

  applyOwner(model: ReplayModel, ownerId: number): void {
    const owner = this.nodeOf(ownerId);
    if (!owner) return;
    const sheets: CSSStyleSheet[] = [];
    for (const id of model.sheetOwners.get(ownerId) ?? []) {
      const sheet = this.sheet(model, id);
      if (sheet) sheets.push(sheet);
    }
    if (owner.nodeType === 1) {
      if (sheets.length) this.copyInto(owner as HTMLStyleElement, sheets);
      return;
    }
    this.adopt(owner as Document | ShadowRoot, sheets);
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

  private sheet(model: ReplayModel, id: number): CSSStyleSheet | null {
    const known = this.built.get(id);
    if (known) return known;
    const recorded = model.sheets.get(id);
    // The frame's own constructor: a sheet of another window cannot be adopted there.
    const Sheet = (this.doc.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet ?? globalThis.CSSStyleSheet;
    if (!recorded || !Sheet) return null;
    let sheet: CSSStyleSheet;
    try {
      sheet = new Sheet();
    } catch {
      return null;
    }
    fill(sheet, recorded);
    this.built.set(id, sheet);
    return sheet;
  }
}
