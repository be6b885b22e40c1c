// Recorded nodes and their ids (sequential from 0 in each recording). Per id, typed arrays keep the
// recorded parent (to know when a node's subtree went away in the replay) and the privacy level the
// node's text inherits, so recording a node allocates nothing beyond its map entry.

/** Privacy level bits, inherited by a node's subtree. */
export const OBSCURED = 1;
export const UNMASKED = 2;
/** The text of a textarea is its value: it is treated as input, never as page text. */
export const INPUT_TEXT = 4;
/** A text node written under a <style>: its changes are stylesheet text (the parent is checked again then). */
export const STYLE_TEXT = 8;

export class NodeRegistry {
  /** Recorded nodes and their ids; read directly only by the loop that commits a burst of changes. */
  readonly ids = new Map<Node, number>();
  nodes: (Node | undefined)[] = [];
  parents = new Int32Array(1024);
  privacyLevels = new Uint8Array(1024);
  #next = 0;

  get size(): number {
    return this.#next;
  }

  idOf(node: Node): number | undefined {
    return this.ids.get(node);
  }

  has(node: Node): boolean {
    return this.ids.has(node);
  }

  bind(node: Node, parentId: number, level: number): number {
    const id = this.#next++;
    if (id >= this.parents.length) this.#grow();
    this.ids.set(node, id);
    this.nodes[id] = node;
    this.parents[id] = parentId;
    this.privacyLevels[id] = level;
    return id;
  }

  /** Forgets one node (its subtree is the caller's business). */
  unbind(node: Node): void {
    const id = this.ids.get(node);
    if (id === undefined) return;
    this.ids.delete(node);
    this.nodes[id] = undefined;
  }

  unbindId(id: number): void {
    const node = this.nodes[id];
    if (node) this.ids.delete(node);
    this.nodes[id] = undefined;
  }

  /** Forgets a node and everything under it in the live tree, shadow roots included. */
  unbindTree(root: Node): void {
    const stack: Node[] = [root];
    while (stack.length) {
      const node = stack.pop()!;
      if (!this.ids.has(node) && node !== root) continue;
      this.unbind(node);
      for (let c = node.firstChild; c; c = c.nextSibling) stack.push(c);
      const shadow = (node as Element).shadowRoot;
      if (shadow) stack.push(shadow);
    }
  }

  /** True while every recorded ancestor of `id` is still recorded (none was removed in the replay). */
  attached(id: number): boolean {
    let current = id;
    for (let guard = 0; guard < 10_000; guard++) {
      const parent = this.parents[current];
      if (parent < 0) return true;
      if (this.nodes[parent] === undefined) return false;
      current = parent;
    }
    return true;
  }

  reset(): void {
    this.ids.clear();
    this.nodes = [];
    this.#next = 0;
  }

  #grow(): void {
    const parents = new Int32Array(this.parents.length * 2);
    parents.set(this.parents);
    this.parents = parents;
    const levels = new Uint8Array(this.privacyLevels.length * 2);
    levels.set(this.privacyLevels);
    this.privacyLevels = levels;
  }
}
