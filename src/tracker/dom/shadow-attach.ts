// A shadow root attached to an element that is already recorded changes nothing the MutationObserver
// reports: the agent learns of it by wrapping Element.prototype.attachShadow while it records. Only
// open roots are followed (a closed one stays the component's own, as in the replay of any peer).

/** Calls `onAttach` after each open shadow root the page attaches; returns the undo. */
export function watchShadowAttach(onAttach: (host: Element, root: ShadowRoot) => void): () => void {
  const proto = typeof Element !== 'undefined' ? Element.prototype : null;
  const original = proto?.attachShadow;
  if (!proto || typeof original !== 'function') return () => {};
  let active = true;
  const attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
    const root = original.call(this, init);
    // The recorder only notes the root here (no DOM reads that could throw); the page's call goes on.
    if (active && this.shadowRoot === root) onAttach(this, root);
    return root;
  };
  proto.attachShadow = attachShadow;
  return () => {
    active = false;
    // Another script may have wrapped ours since: then ours stays in its chain, inert.
    if (proto.attachShadow === attachShadow) proto.attachShadow = original;
  };
}
