// Turns the MutationObserver's records into messages, reading the live DOM at commit time:
// removals first (one RemoveNode per removed subtree); then every moved node is taken to the end of
// its new parent, so that each parent's untouched children stand in their final order; then attribute
// and text changes; then added and moved nodes go to their final indexes, in document order under each
// recorded parent (through the subtree writer, so a large rebuild is sliced like a snapshot). A node
// moved into a new subtree, or under a parent that is not recorded, is removed and written anew.
import { MessageType as M } from '../protocol/messages';
import { writeAttributeChange } from './attribute-writer';
import type { RecordingContext } from './recording-context';
import { isRecordable, type SubtreeWriter } from './subtree-writer';
import { writeText } from './text-writer';

/** An index past any parent's last child: the replay appends. */
export const APPEND_INDEX = 0x7fffffff;

export class MutationCommitter {
  private changes: MutationRecord[] = [];
  private cursor = 0;
  private readonly seenAttr = new Map<Node, string>();

  constructor(
    private readonly ctx: RecordingContext,
    private readonly writer: SubtreeWriter,
  ) {}

  commit(records: MutationRecord[]): void {
    const { registry } = this.ctx;
    if (!records.length) return;
    const removed: Node[] = [];
    const touchedParents = new Set<Node>();
    const touched = new Set<Node>();
    for (let i = 0; i < records.length; i++) {
      const r = records[i];
      if (r.type === 'childList') {
        const gone = r.removedNodes;
        for (let j = 0; j < gone.length; j++) if (registry.has(gone[j])) removed.push(gone[j]);
        const added = r.addedNodes;
        for (let j = 0; j < added.length; j++) touched.add(added[j]);
      }
    }
    this.commitRemovals(removed, touched);
    this.parkMovedNodes(touched);

    // Attribute and text changes are written in slices (runChanges), after the structure.
    this.changes = records;
    this.cursor = 0;
    this.seenAttr.clear();

    for (const node of touched) {
      const parent = node.parentNode;
      if (parent && registry.has(parent) && isRecordable(node)) touchedParents.add(parent);
    }
    for (const parent of touchedParents) this.stackTouchedChildren(parent, touched);
  }

  clear(): void {
    this.changes = [];
    this.cursor = 0;
    this.seenAttr.clear();
  }

  get pending(): boolean {
    return this.cursor < this.changes.length;
  }

  /** Writes attribute and text changes of recorded nodes until done or `deadline`; true when done. */
  runChanges(deadline: number): boolean {
    const { registry } = this.ctx;
    const records = this.changes;
    const seenAttr = this.seenAttr;
    while (this.cursor < records.length) {
      if ((this.cursor & 255) === 255 && performance.now() > deadline) return false;
      const r = records[this.cursor++];
      if (r.type === 'attributes') {
        const id = registry.idOf(r.target);
        const name = r.attributeName;
        if (id === undefined || name === null || seenAttr.get(r.target) === name) continue;
        seenAttr.set(r.target, name);
        writeAttributeChange(this.ctx, id, r.target as Element, name);
      } else if (r.type === 'characterData') {
        const id = registry.idOf(r.target);
        if (id === undefined || r.target.nodeType !== 3) continue;
        const parent = r.target.parentNode as Element | null;
        writeText(this.ctx, id, r.target as Text, parent?.localName ?? '');
      }
    }
    this.changes = [];
    this.cursor = 0;
    seenAttr.clear();
    return true;
  }

  /** Under a recorded parent, the added or moved children go in with their final indexes, in order. */
  private stackTouchedChildren(parent: Node, touched: Set<Node>): void {
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
    for (let i = items.length - 1; i >= 0; i--) this.writer.push(items[i], parentId, indexes[i]);
  }

  private parkMovedNodes(touched: Set<Node>): void {
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
      if (parentId === undefined || !isRecordable(node)) {
        out.push([M.RemoveNode, id]);
        registry.unbindTree(node);
        continue;
      }
      registry.parents[id] = parentId;
      out.push([M.MoveNode, id, parentId, APPEND_INDEX]);
    }
  }

  private commitRemovals(removed: Node[], touched: Set<Node>): void {
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
      if (!covered && registry.attached(id)) out.push([M.RemoveNode, id]);
    }
    for (const node of tops) registry.unbindTree(node);
  }
}
