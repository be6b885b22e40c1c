// The recorder benchmark's workloads. The first ones are ours; the last six do the same mutations as
// the pages rrweb publishes for its own recorder benchmark (packages/rrweb/test/html/
// benchmark-dom-mutation*.html in rrweb-io/rrweb), written here as workloads of this benchmark: each
// names the page it mirrors. Their nodes are displayed, as on those pages.

export interface Workload {
  name: string;
  /** Page body built before the recorder starts (and, for rrweb's pages, the page's own functions). */
  prebuild: string;
  /** Runs in the page, in one task, while the recorder records. Empty for the first snapshot. */
  run: string;
  /** The recorder's start is the workload (first snapshot of the prebuilt page). */
  snapshot?: boolean;
  /** The changed nodes are laid out and painted (rrweb's pages); ours keep them undisplayed. */
  displayed?: boolean;
}

/**
 * Words for distinct, realistic values: a shop's labels and states. Values are built from a word and
 * the node's index, so no two nodes get the same string (a string dictionary cannot fold them).
 */
const WORDS = `['chew toy', 'leash', 'collar', 'kibble', 'treats', 'bed', 'bowl', 'harness', 'brush', 'shampoo', 'crate', 'blanket', 'ball', 'rope', 'bone', 'coat']`;

const LIST_OF = (count: number, tag: string, text = '') =>
  `const root = document.getElementById('root'); for (let i = 0; i < ${count}; i++) { const d = document.createElement('${tag}'); d.className = 'item';${
    text ? ` d.textContent = ${text};` : ''
  } root.appendChild(d); }`;

export const WORKLOADS: Workload[] = [
  {
    name: 'create 1000×10 nodes',
    prebuild: '',
    run: `const root = document.getElementById('root');
      for (let i = 0; i < 1000; i++) { const p = document.createElement('div'); p.className = 'row';
        for (let j = 0; j < 9; j++) { const c = document.createElement('span'); c.className = 'cell c' + j; c.textContent = 'v' + j; p.appendChild(c); }
        root.appendChild(p); }`,
  },
  {
    name: 'attribute on 10000 nodes, same value',
    prebuild: LIST_OF(10000, 'div'),
    run: `const items = document.getElementById('root').children; for (let i = 0; i < items.length; i++) items[i].setAttribute('data-state', 'on');`,
  },
  {
    name: 'attribute on 10000 nodes, distinct values',
    prebuild: LIST_OF(10000, 'div'),
    run: `const words = ${WORDS}; const items = document.getElementById('root').children;
      for (let i = 0; i < items.length; i++) items[i].setAttribute('data-label', words[i % words.length] + ' ' + (i + 1) + ' of ' + items.length);`,
  },
  {
    name: 'text of 5000 nodes',
    prebuild: LIST_OF(5000, 'p', `'before ' + i`),
    run: `const items = document.getElementById('root').children; for (let i = 0; i < items.length; i++) items[i].firstChild.data = 'after ' + i;`,
  },
  {
    name: 'text of 5000 nodes, distinct words',
    prebuild: LIST_OF(5000, 'p', `'in stock'`),
    run: `const words = ${WORDS}; const items = document.getElementById('root').children;
      for (let i = 0; i < items.length; i++) items[i].firstChild.data = words[(i * 7) % words.length] + ', ' + ((i * 37) % 90 + 1) + ' left at $' + (i % 50 + 4) + '.' + String(i % 100).padStart(2, '0');`,
  },
  {
    name: 'first snapshot, 10000 nodes',
    prebuild: `const root = document.getElementById('root'); for (let i = 0; i < 2500; i++) { const r = document.createElement('div'); r.className = 'row';
      const a = document.createElement('span'); a.className = 'name'; a.textContent = 'Item ' + i; const b = document.createElement('b'); b.textContent = String(i); r.append(a, b); root.appendChild(r); }`,
    run: '',
    snapshot: true,
  },
  // Mirrors benchmark-dom-mutation-deep-nested.html: 100 chains of 256 nested divs, built after the
  // body is emptied.
  {
    name: 'rrweb page: deeply nested create',
    displayed: true,
    prebuild: `window.workload = () => { document.body.innerHTML = ''; const tips = [];
      for (let i = 0; i < 100; i++) { const d = document.createElement('div'); document.body.appendChild(d); tips.push(d); }
      for (let level = 0; level < 256; level++) for (let i = 0; i < tips.length; i++) { const d = document.createElement('div'); tips[i].appendChild(d); tips[i] = d; } };`,
    run: 'window.workload()',
  },
  // Mirrors benchmark-dom-mutation.html: 1000 branches of 10 nested divs, each with two attributes,
  // built in a fragment and appended at once.
  {
    name: 'rrweb page: create 1000×10',
    displayed: true,
    prebuild: `window.branches = () => { const frag = document.createDocumentFragment();
      for (let b = 0; b < 1000; b++) { const top = document.createElement('div'); top.setAttribute('branch', String(b)); top.setAttribute('depth', '0'); let at = top;
        for (let d = 1; d < 10; d++) { const c = document.createElement('div'); c.setAttribute('branch', String(b)); c.setAttribute('depth', String(d)); at.appendChild(c); at = c; }
        frag.appendChild(top); }
      document.body.appendChild(frag); };
      window.workload = () => window.branches();`,
    run: 'window.workload()',
  },
  // Mirrors benchmark-dom-mutation-add-and-remove.html: the same branches added, every div removed, added again.
  {
    name: 'rrweb page: add and remove',
    displayed: true,
    prebuild: `window.branches = () => { const frag = document.createDocumentFragment();
      for (let b = 0; b < 1000; b++) { const top = document.createElement('div'); top.setAttribute('branch', String(b)); top.setAttribute('depth', '0'); let at = top;
        for (let d = 1; d < 10; d++) { const c = document.createElement('div'); c.setAttribute('branch', String(b)); c.setAttribute('depth', String(d)); at.appendChild(c); at = c; }
        frag.appendChild(top); }
      document.body.appendChild(frag); };
      window.workload = () => { window.branches(); document.querySelectorAll('div').forEach((n) => n.parentNode.removeChild(n)); window.branches(); };`,
    run: 'window.workload()',
  },
  // Mirrors benchmark-dom-mutation-multiple-descendant-add.html: 1000 divs, each appended into the one before.
  {
    name: 'rrweb page: append into previous node',
    displayed: true,
    prebuild: `window.workload = () => { let parent = document.body;
      for (let i = 0; i < 1000; i++) { const d = document.createElement('div'); d.textContent = 'el-' + (i + 1); parent.append(d); parent = d; } };`,
    run: 'window.workload()',
  },
  // Mirrors benchmark-dom-mutation-add-and-move.html: 10000 divs added in a container, which moves to a
  // new one; the old parent is removed and one more container is added.
  {
    name: 'rrweb page: add and move 10000',
    displayed: true,
    prebuild: `{ const app = document.createElement('div'); app.id = 'app'; document.body.prepend(app); }
      window.container = (parent, count) => { const box = document.createElement('div');
        for (let i = 0; i < count; i++) { const d = document.createElement('div'); d.innerHTML = 'div-' + (i + 1); box.append(d); }
        parent.append(box); return box; };
      window.workload = () => { const app = document.getElementById('app'); const box = window.container(app, 10000);
        const moved = document.createElement('div'); moved.append(box); document.body.append(moved); app.remove(); window.container(document.body, 1); };`,
    run: 'window.workload()',
  },
  // Mirrors benchmark-dom-mutation-attributes.html: a class added to each of 10000 divs of the body.
  {
    name: 'rrweb page: attributes on 10000 (classList)',
    displayed: true,
    prebuild: `for (let i = 0; i < 10000; i++) document.body.appendChild(document.createElement('div'));
      window.workload = () => { for (const d of document.getElementsByTagName('div')) d.classList.add('foo'); };`,
    run: 'window.workload()',
  },
];
