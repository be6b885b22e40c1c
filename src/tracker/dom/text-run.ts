// A burst of text changes usually rewrites neighbouring texts (the cells of a table, the rows of a
// list). Reading each text's data makes the browser build one string per node and track it until the
// next garbage collection; that is most of what such a burst costs the page. Texts that follow one
// another in the document are read instead as one string through a Range and cut by their lengths,
// which the browser gives as plain numbers.

/** Texts read in one string at most: a run stays short enough to keep the commit's slices short. */
export const MAX_TEXT_RUN = 1024;

/** A walker over the texts of `first`'s document (Text and CDATA: what a Range's string is made of), at `first`. */
export function textWalker(first: Text): TreeWalker {
  const doc = first.ownerDocument;
  const walker = doc.createTreeWalker(doc, 0x4 | 0x8);
  walker.currentNode = first;
  return walker;
}

/**
 * Moves the walker on to `next` when `next` is the first non-empty text after its current one (empty
 * texts add nothing to a Range's string). Once it answers false the walker is past the run's end.
 */
export function nextTextIs(walker: TreeWalker, next: Text): boolean {
  let node = walker.nextNode();
  while (node !== null && node !== next && (node as Text).length === 0) node = walker.nextNode();
  return node === next;
}
