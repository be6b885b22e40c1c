// jsdom computes a Range's string by testing every node of the document for containment (quadratic in the
// page's size); the recorder reads runs of neighbouring texts through one Range, so a burst over a page of a
// few thousand rows took most of a test's time there. For the shape the recorder uses (from a text to a
// later text) the string is, by the DOM standard, the first text's tail, every text between them in tree order
// and the last text's head: that is computed here by walking the texts between. Any other shape keeps jsdom's.
const SPED_UP = Symbol.for('pawprint.test.rangeTextSpedUp');

export function speedUpJsdomRangeText(): void {
  if (typeof Range === 'undefined' || typeof document === 'undefined') return;
  // Files that share a worker run the setup again each: the page's Range keeps the one replacement.
  if (SPED_UP in Range.prototype.toString) return;
  const jsdomText = Range.prototype.toString;
  const TEXT = 0x4 | 0x8; // Text and CDATA, the nodes a Range's string is made of
  const isText = (node: Node): node is CharacterData => node.nodeType === 3 || node.nodeType === 4;
  Range.prototype.toString = function rangeText(this: Range): string {
    const { startContainer: start, startOffset, endContainer: end, endOffset } = this;
    if (!isText(start) || !isText(end)) return jsdomText.call(this);
    if (start === end) return start.data.substring(startOffset, endOffset);
    const walker = start.ownerDocument!.createTreeWalker(start.ownerDocument!, TEXT);
    walker.currentNode = start;
    const parts = [start.data.substring(startOffset)];
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node === end) return parts.join('') + end.data.substring(0, endOffset);
      parts.push((node as CharacterData).data);
    }
    return jsdomText.call(this); // the end is not after the start
  };
  Object.defineProperty(Range.prototype.toString, SPED_UP, { value: true });
}
