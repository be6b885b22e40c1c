// Turns the MutationObserver's records into messages. Attribute changes of recorded nodes are read
// and written as the observer reports them (one pass over a burst while its records are at hand).
// The rest is read from the live DOM at commit time: removals first (one RemoveNode per removed
// subtree); then every moved node is taken to the end of its new parent, so that each parent's
// untouched children stand in their final order; then text changes (and attribute changes a long
// burst left for the commit); then added and moved nodes go to their final indexes, in document order
// under each recorded parent (through the subtree writer, so a large rebuild is sliced like a
// snapshot). A node moved into a new subtree, or under a parent that is not recorded, is removed and
// written anew.
import { MessageType as M } from '../../protocol/messages';
import { AttributeChangeWriter } from './attribute-writer';
import { STYLE_TEXT, UNMASKED } from './node-registry';
import type { RecordingContext } from './recording-context';
import { isRecordable, type SubtreeWriter } from './subtree-writer';
import { MAX_TEXT_RUN, nextTextIs, textWalker } from './text-run';
import { isObscuredLevel, keptAsIs, writePageText, writeText } from './text-writer';

/** An index past any parent's last child: the replay appends. */
export const APPEND_INDEX = 0x7fffffff;

// The browser updates every Range a document holds on each change to that document, until the Range is collected:
// one, moved to each run of texts, keeps the page's cost of them to one. A Range's ends may be in any document (a
// framed page's run moves it there, as the DOM standard has it).
let runRange: Range | undefined;

export class MutationCommitter {
  /** Attribute and text changes to write: the changed node and the attribute's name (null for text). */
  private targets: Node[] = [];
  private names: (string | null)[] = [];
  #cursor = 0;
  /**
   * Per recorded id, the commit that last wrote one of its attributes or its text (seenStamp) and which
   * attribute (seenName; null for the text): a burst of the same change is read once. A new commit is a
   * new stamp, so nothing is cleared between commits.
   */
  private seenStamp = new Uint32Array(0);
  private seenName: (string | null | undefined)[] = [];
  private stamp = 0;
  /**
   * The commit removed nodes: a changed node may then sit in a removed subtree it had left before the
   * removal (the page took it out of a node it had already removed, which no record reports), still
   * bound though the replay lost it with its old ancestor. Its changes are then checked against that.
   */
  #afterRemovals = false;
  private readonly attributeWriter: AttributeChangeWriter;

  readonly #writer: SubtreeWriter;

  constructor(
    private readonly ctx: RecordingContext,
    writer: SubtreeWriter,
  ) {
    this.#writer = writer;
    this.attributeWriter = new AttributeChangeWriter(ctx);
  }

  /** Records read as the observer reports them, for the next commit (its records are let go at once). */
  private nextTargets: Node[] = [];
  private nextNames: (string | null)[] = [];
  private nextRemoved: Node[] = [];
  private nextTouched = new Set<Node>();

  /** True while reported records wait for their commit. */
  get collected(): boolean {
    return this.nextTargets.length > 0 || this.nextRemoved.length > 0 || this.nextTouched.size > 0;
  }

  /**
   * Per recorded id, the report that last read one of its attributes (readStamp) and which (readName):
   * a burst of changes to one attribute within one report is read once, its value then being final.
   */
  private readStamp = new Uint32Array(0);
  private readName: (string | undefined)[] = [];
  #reports = 0;

  /**
   * Reads each record once (every property of a MutationRecord is a call into the browser) when the
   * observer reports it: holding thousands of records until the commit would make them outlive the
   * young generation and cost the page a full garbage collection later. A recorded node's attribute
   * change is written at once: reading it here rather than again at the commit makes one pass over a
   * burst instead of two. Past the slice budget, the rest of a long burst waits for the commit, which
   * slices it; a node not recorded yet is written whole, its attributes with it, when it is.
   */
  collect(records: MutationRecord[]): void {
    const { nextTargets: targets, nextNames: names, nextRemoved: removed, nextTouched: touched, attributeWriter: attributes } = this;
    const { registry, out } = this.ctx;
    const ids = registry.ids;
    if (this.readStamp.length < registry.size) {
      // Sized ahead (and kept): an array filled at scattered ids would fall back to a slow dictionary.
      this.readStamp = new Uint32Array(registry.size * 2);
      this.readName = new Array(registry.size * 2);
    }
    const { readStamp, readName } = this;
    const stamp = ++this.#reports;
    const deadline = performance.now() + this.ctx.options.sliceBudgetMs;
    let late = false;
    for (let i = 0; i < records.length; i++) {
      const r = records[i];
      const target = r.target as Element;
      // Only an attribute record has a name: the common burst of attribute changes skips reading the type.
      const name = r.attributeName;
      if (name !== null) {
        if (late || ((i & 255) === 255 && (late = performance.now() > deadline))) {
          targets.push(target);
          names.push(name);
          continue;
        }
        const id = ids.get(target);
        if (id === undefined || (readStamp[id] === stamp && readName[id] === name)) continue;
        readStamp[id] = stamp;
        readName[id] = name;
        const value = target.getAttribute(name);
        if (name === attributes.repeatName && value === attributes.repeatValue && value !== null) {
          out.m3(M.SetNodeAttributeDictGlobal, id, attributes.nameKey, attributes.valueKey);
        } else {
          attributes.write(id, target, name, value);
        }
      } else if (!ids.has(target)) {
        // Under a parent not recorded (yet), a node is written with that parent's subtree, read from the page
        // then, or never: a page that builds a deep tree in place adds thousands of nodes to parents that are
        // new themselves, and the observer's report need not open each record's node lists (an object each).
        // A recorded node moved there still leaves a removal record at its recorded parent, which brings it
        // to the commit; an unrecorded text is read whole when its node is written.
      } else if (r.type === 'characterData') {
        targets.push(target);
        names.push(null);
      } else {
        const gone = r.removedNodes;
        for (let j = 0; j < gone.length; j++) removed.push(gone[j]);
        r.addedNodes.forEach(touched.add, touched);
      }
    }
  }

  /** Commits what was collected: the structure now, attribute and text changes in slices (runChanges). */
  commit(): void {
    const { registry } = this.ctx;
    if (!this.collected) return;
    const targets = this.nextTargets;
    const names = this.nextNames;
    const touched = this.nextTouched;
    const removed = this.nextRemoved.filter((node) => registry.has(node));
    this.nextTargets = [];
    this.nextNames = [];
    this.nextRemoved = [];
    this.nextTouched = new Set();
    const touchedParents = new Set<Node>();
    this.#afterRemovals = removed.length > 0;
    this.#commitRemovals(removed, touched);
    this.#parkMovedNodes(touched);
    this.targets = targets;
    this.names = names;
    this.#cursor = 0;
    this.stamp++;
    // Sized ahead (and kept): an array filled at scattered ids would fall back to a slow dictionary.
    if (targets.length && this.seenStamp.length < registry.size) {
      this.seenStamp = new Uint32Array(registry.size * 2);
      this.seenName = new Array(registry.size * 2);
    }

    for (const node of touched) {
      const parent = node.parentNode;
      if (parent && registry.has(parent) && isRecordable(node) && this.#stillRecorded(parent)) touchedParents.add(parent);
    }
    for (const parent of touchedParents) this.#stackTouchedChildren(parent, touched);
  }

  clear(): void {
    this.targets = [];
    this.names = [];
    this.#cursor = 0;
  }

  /** Forgets collected records too (the recording stops; the next one starts a new string dictionary). */
  reset(): void {
    this.clear();
    this.attributeWriter.reset();
    this.seenStamp = new Uint32Array(0);
    this.seenName = [];
    this.readStamp = new Uint32Array(0);
    this.readName = [];
    this.nextTargets = [];
    this.nextNames = [];
    this.nextRemoved = [];
    this.nextTouched = new Set();
  }

  get pending(): boolean {
    return this.#cursor < this.targets.length;
  }

  /** Writes text changes (and attribute changes a long report left) of recorded nodes until done or `deadline`; true when done. */
  runChanges(deadline: number): boolean {
    const { registry } = this.ctx;
    const ids = registry.ids;
    const { targets, names, seenStamp, seenName, stamp, attributeWriter: attributes } = this;
    const end = targets.length;
    // The cursor lives in a local while the loop runs: this loop meets every changed text of a burst.
    let i = this.#cursor;
    while (i < end) {
      if ((i & 255) === 255 && performance.now() > deadline) {
        this.#cursor = i;
        return false;
      }
      const target = targets[i];
      const name = names[i++];
      const id = ids.get(target);
      if (id === undefined || (seenStamp[id] === stamp && seenName[id] === name)) continue;
      seenStamp[id] = stamp;
      seenName[id] = name;
      if (!this.#stillRecorded(target)) continue;
      if (name !== null) {
        // What a long report left for the commit; the report itself writes the common burst.
        attributes.write(id, target as Element, name, (target as Element).getAttribute(name));
      } else if (registry.privacyLevels[id] & STYLE_TEXT) {
        // Only text nodes among character data are recorded; the parent is read only for stylesheet text.
        writeText(this.ctx, id, (target as Text).data, (target.parentNode as Element | null)?.localName ?? '');
      } else {
        i = this.#writeTextRun(target as Text, id, i);
      }
    }
    this.clear();
    return true;
  }

  /**
   * Page text changed at `first` (recorded as `firstId`): the changes right after it in the records
   * whose texts follow it in the document join it in one run, read at once. Returns the index of the
   * first change not written.
   */
  #writeTextRun(first: Text, firstId: number, next: number): number {
    const { targets, names, seenStamp, seenName, stamp, ctx } = this;
    const { registry, out } = ctx;
    const levels = registry.privacyLevels;
    let last = first;
    const runIds = [firstId];
    const lengths = [first.length];
    let runLevels = levels[firstId];
    let walker: TreeWalker | null = null;
    let i = next;
    for (; i < targets.length && names[i] === null && runIds.length < MAX_TEXT_RUN; i++) {
      const target = targets[i] as Text;
      const id = registry.ids.get(target);
      // Not recorded, or already in this commit: skipped here as the commit loop would skip it.
      if (id === undefined || (seenStamp[id] === stamp && seenName[id] === null)) continue;
      if (!this.#stillRecorded(target)) continue;
      if (levels[id] & STYLE_TEXT || !nextTextIs((walker ??= textWalker(first)), target)) break;
      seenStamp[id] = stamp;
      seenName[id] = null;
      last = target;
      runIds.push(id);
      lengths.push(target.length);
      runLevels |= levels[id];
    }
    // The run read as one Range's string, which must add up to the texts' lengths.
    (runRange ??= first.ownerDocument.createRange()).setStart(first, 0);
    runRange.setEnd(last, last.length);
    let all: string | null = runRange.toString();
    if (lengths.reduce((sum, length) => sum + length) !== all.length) all = null;
    // No text of the run obscured (private mode aside) and nothing to mask in the whole: the run's string goes
    // as it is, once, each text's message holding its length (the texts are its pieces, in order). Else each
    // text as it is: a piece of the run's string, or (should it not add up) its own data.
    const whole = all !== null && !isObscuredLevel(ctx, runLevels & ~UNMASKED) && keptAsIs(ctx, all);
    for (let k = 0, at = 0; k < runIds.length; k++) {
      if (whole) out.m1s(M.SetNodeData, runIds[k], k ? '' : all!, lengths[k]);
      else writePageText(ctx, runIds[k], all === null ? (registry.nodes[runIds[k]] as Text).data : all.substring(at, (at += lengths[k])));
    }
    return i;
  }

  /** A bound node is in the replay too, unless this commit's removals took one of its recorded ancestors. */
  #stillRecorded(node: Node): boolean {
    return !this.#afterRemovals || this.ctx.registry.attached(this.ctx.registry.idOf(node)!);
  }

  /** Under a recorded parent, the added or moved children go in with their final indexes, in order. */
  #stackTouchedChildren(parent: Node, touched: Set<Node>): void {
    const { registry } = this.ctx;
    const parentId = registry.idOf(parent)!;
    const items: Node[] = [];
    const indexes: number[] = [];
    let index = 0;
    for (let c = parent.firstChild; c; c = c.nextSibling) {
      if (!isRecordable(c)) continue;
      if (touched.has(c) || !registry.has(c)) {
        items.push(c);
        indexes.push(index);
      }
      index++;
    }
    for (let i = items.length - 1; i >= 0; i--) this.#writer.push(items[i], parentId, indexes[i]);
  }

  #parkMovedNodes(touched: Set<Node>): void {
    const { registry, out } = this.ctx;
    for (const node of touched) {
      const id = registry.idOf(node);
      if (id === undefined || !node.isConnected) continue;
      if (!registry.attached(id)) {
        registry.unbindTree(node);
        continue;
      }
      const parent = node.parentNode;
      const parentId = parent ? registry.idOf(parent) : undefined;
      if (parentId === undefined || !isRecordable(node) || !this.#stillRecorded(parent!)) {
        out.m1(M.RemoveNode, id);
        registry.unbindTree(node);
        continue;
      }
      registry.parents[id] = parentId;
      out.m3(M.MoveNode, id, parentId, APPEND_INDEX);
    }
  }

  #commitRemovals(removed: Node[], touched: Set<Node>): void {
    const { registry, out } = this.ctx;
    if (!removed.length) return;
    const gone = new Set<number>();
    const tops = new Set<Node>();
    for (const node of removed) {
      // Still in the page: moved (possibly inside a subtree that was detached when it arrived there).
      if (node.isConnected) {
        touched.add(node);
        continue;
      }
      const id = registry.idOf(node);
      if (id !== undefined) {
        gone.add(id);
        tops.add(node);
      }
    }
    for (const node of tops) {
      const id = registry.idOf(node);
      if (id === undefined) continue;
      let covered = false;
      for (let p = registry.parents[id], guard = 0; p >= 0 && guard < 10_000; p = registry.parents[p], guard++) {
        if (gone.has(p)) {
          covered = true;
          break;
        }
      }
      if (!covered && registry.attached(id)) out.m1(M.RemoveNode, id);
    }
    for (const node of tops) registry.unbindTree(node);
  }
}
