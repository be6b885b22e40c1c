// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomRecorder } from '../../src/tracker/dom/dom-recorder';
import { resolveOptions, type TrackerOptions } from '../../src/tracker/options';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { readChunk } from '../../src/tracker/worker/message-chunk-reader';
import { maskText } from '../../src/domain/recording/text-privacy';
import { comparableTree, expectedTree, liveTree, Replay } from './dom-replay';
import { propertyRuns } from '../support/property-runs';

/**
 * The bursts run thousands of nodes through jsdom: a few seconds of CPU each, several times that on a 2-core
 * machine shared with other work. No timing is asserted; the timeout only catches a recorder that hangs.
 */
const BURST_TIMEOUT_MS = 120_000;

let recorder: DomRecorder | null = null;
let sent: Message[] = [];

function record(options: Partial<TrackerOptions> = {}): DomRecorder {
  // A recorder left running keeps observing the shared document: its commit timer would fire after the file ends.
  recorder?.stop();
  sent = [];
  recorder = new DomRecorder(resolveOptions({ projectKey: 'k', sliceBudgetMs: 45, ...options }, 'http://localhost'), {
    deliver: (chunk) => sent.push(...readChunk(chunk)),
    hidden: () => {},
    now: () => 0,
  });
  recorder.start();
  recorder.commitNow();
  return recorder;
}

const replayed = () => new Replay().apply(sent);
const expectMirrors = () => {
  const replay = replayed();
  expect(replay.errors).toEqual([]);
  expect(comparableTree(replay.tree()!)).toEqual(comparableTree(expectedTree(liveTree(document.documentElement))));
};
const allText = () => JSON.stringify(sent);

beforeEach(() => {
  document.head.innerHTML = '<title>Shop</title><meta charset="utf-8"><style>.a{color:red}</style><script>var x=1</script>';
  document.body.innerHTML = `
    <main id="m" class="page">
      <h1 title="Treats">Treat box</h1>
      <!-- a comment -->
      <ul id="list"><li>one</li><li>two</li><li>three</li></ul>
      <a href="/account?token=abc">Account</a>
      <button onclick="alert(1)" type="button">Buy</button>
      <noscript>enable js</noscript>
    </main>`;
});

afterEach(() => {
  recorder?.stop();
  recorder = null;
});

describe('DOM recorder: the first snapshot', () => {
  it('starts with CreateDocument, gives <html> id 0 without CreateElementNode, and ids in order', () => {
    record();
    expect(sent.find((m) => m[0] !== M.Timestamp)).toEqual([M.CreateDocument]);
    const creates = sent.filter((m) => m[0] === M.CreateElementNode || m[0] === M.CreateTextNode) as [number, number, number, number][];
    expect(creates.some((m) => m[1] === 0)).toBe(false);
    expect(creates.map((m) => m[1])).toEqual(creates.map((_, i) => i + 1));
    expectMirrors();
  });

  it('leaves out scripts, comments, noscript, meta and title, handlers and link hrefs', () => {
    record();
    const tags = sent.filter((m) => m[0] === M.CreateElementNode).map((m) => m[4]);
    expect(tags).not.toContain('script');
    expect(tags).not.toContain('noscript');
    expect(tags).not.toContain('meta');
    expect(tags).not.toContain('title');
    expect(allText()).not.toContain('alert(1)');
    expect(allText()).not.toContain('token=abc');
    expect(allText()).not.toContain('a comment');
  });

  it('sends stylesheet text with the base URL', () => {
    record();
    const css = sent.find((m) => m[0] === M.SetCSSDataURLBased);
    expect(css).toEqual([M.SetCSSDataURLBased, expect.any(Number), '.a{color:red}', document.baseURI]);
  });
});

describe('DOM recorder: changes', () => {
  it('records added, moved, removed nodes, attribute and text changes so the replay matches the page', () => {
    record();
    const list = document.getElementById('list')!;
    const main = document.getElementById('m')!;
    for (let i = 0; i < 50; i++) {
      const li = document.createElement('li');
      li.className = `row r${i}`;
      li.textContent = `row ${i}`;
      list.appendChild(li);
    }
    list.insertBefore(list.lastElementChild!, list.firstChild);
    main.appendChild(list.children[3]);
    list.children[5].remove();
    list.children[1].setAttribute('data-state', 'open');
    (list.children[2].firstChild as Text).data = 'changed';
    recorder!.commitNow();
    expectMirrors();

    const section = document.createElement('section');
    section.innerHTML = '<p>a <b>b</b></p><p>c</p>';
    section.appendChild(list.children[0]);
    main.insertBefore(section, main.firstChild);
    list.remove();
    recorder!.commitNow();
    expectMirrors();
  });

  it('writes a burst of attribute and text changes as a fresh snapshot of the final page writes them', { timeout: BURST_TIMEOUT_MS }, () => {
    // Repeats of one plain attribute and value, and short plain text, take shorter paths than the full
    // rules, and a burst on one node is read once: the replay of the changes must still equal a
    // recording started on the final page (the snapshot's full rules), in every privacy mode.
    const names = ['data-state', 'class', 'title', 'data-mail', 'onclick', 'href', 'value', 'data-api-key', 'src', 'type'];
    const values = ['', 'on', 'off', 'rex@pawprint.shop', '4111 1111 1111 1111', '/img/a.png'];
    const texts = ['', 'Treats', 'a@b.co', 'rex@pawprint.shop', 'Box 12', '4111 1111 1111 1111', 'Card 4242424242424242'];
    const change = fc.oneof(
      fc.record({ node: fc.nat(7), name: fc.constantFrom(...names), value: fc.option(fc.constantFrom(...values), { freq: 5 }) }),
      fc.record({ node: fc.nat(3), text: fc.constantFrom(...texts) }),
    );
    const options = fc.record({ privateMode: fc.boolean(), zeroDigits: fc.boolean() });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), options, (changes, opts) => {
        document.body.innerHTML =
          '<div></div><a href="/a">a</a><input type="text"><link rel="stylesheet" href="/s.css"><img><div></div><p></p><button></button>' +
          '<p>one</p><p data-pawprint-obscured>two</p><p data-pawprint-unmask>three</p><b>four</b>';
        const els = [...document.body.children];
        const textNodes = els.slice(8).map((el) => el.firstChild as Text);
        record(opts);
        for (const c of changes) {
          if ('text' in c) textNodes[c.node].data = c.text;
          else if (c.value === null) els[c.node].removeAttribute(c.name);
          else els[c.node].setAttribute(c.name, c.value);
        }
        recorder!.commitNow();
        const changed = replayed();
        recorder!.stop();
        record(opts);
        const fresh = replayed();
        expect(changed.errors).toEqual([]);
        expect(changed.tree()).toEqual(fresh.tree());
      }),
      { numRuns: propertyRuns(150) },
    );
  });

  it('writes a long burst of neighbouring texts as the page holds them, masked where they must be', () => {
    // Neighbouring texts are read together, a run at a time: over 1024 of them, with an obscured text,
    // an e-mail, stylesheet text and a comment among them, in document order and then in reverse.
    const rows = Array.from({ length: 2600 }, (_, i) =>
      i === 700 ? '<li data-pawprint-obscured>Secret 700</li>' : i === 1500 ? '<li><style>.x{}</style></li>' : i === 1800 ? '<li><!-- note -->row 1800</li>' : `<li>row ${i}</li>`,
    );
    document.body.innerHTML = `<ul id="rows">${rows.join('')}</ul>`;
    record();
    const texts = [...document.querySelectorAll('#rows li')].map((li) => [...li.childNodes].find((n) => n.nodeType === 3 || n.nodeName === 'STYLE')!);
    const rewrite = (order: Node[], word: string) =>
      order.forEach((node, i) => {
        if (node.nodeName === 'STYLE') node.textContent = `.x{color:red} /* ${word} */`;
        else (node as Text).data = i === 900 ? `write to ${word}@pawprint.shop` : `${word} ${i}`;
      });
    // The page as the recording must show it: the obscured row in asterisks, e-mails masked.
    const masked = (text: string, path: { attrs?: Record<string, string> }[]) =>
      maskText(text, { obscured: path.some((n) => n.attrs?.['data-pawprint-obscured'] !== undefined), maskEmails: true, zeroDigits: false, maskCardNumbers: true });
    const expectMasked = () => {
      const replay = replayed();
      expect(replay.errors).toEqual([]);
      expect(comparableTree(replay.tree()!)).toEqual(comparableTree(expectedTree(liveTree(document.documentElement), { maskText: masked })));
    };
    rewrite(texts, 'after');
    recorder!.commitNow();
    expectMasked();
    rewrite([...texts].reverse(), 'again');
    recorder!.commitNow();
    expectMasked();
    const text = allText();
    expect(text).not.toContain('after@pawprint.shop');
    expect(text).not.toContain('again@pawprint.shop');
    expect(text).not.toContain('Secret');
    expect(text).toContain('again 2599');
  }, BURST_TIMEOUT_MS);

  it('reads a burst of attribute changes as it is reported, and leaves what runs past the slice budget to the commit', async () => {
    document.body.innerHTML = `<ul id="items">${Array.from({ length: 3000 }, (_, i) => `<li class="row">${i}</li>`).join('')}</ul>`;
    record({ sliceBudgetMs: 6 });
    const snapshot = sent.length;
    const items = [...document.querySelectorAll('#items li')];
    // A clock that moves 1 ms a read: the report's 6 ms budget runs out within its first two thousand records.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    items.forEach((li, i) => li.setAttribute('data-state', i % 3 ? 'on' : 'off'));
    items[7].setAttribute('data-state', 'last');
    await Promise.resolve();
    clock.mockRestore();
    recorder!.commitNow();
    // Item 7 changed twice in one report: read once had the report read every change, and once had the
    // commit read them all; its second change is written apart only because the report left it to the commit.
    expect(sent.slice(snapshot).filter((m) => m[0] === M.SetNodeAttributeDictGlobal)).toHaveLength(3001);
    expectMirrors();
  }, BURST_TIMEOUT_MS);

  it('writes a burst of distinct attribute values as they are, and goes back to the dictionary when values repeat', () => {
    document.body.innerHTML = `<ul id="items">${Array.from({ length: 500 }, (_, i) => `<li>${i}</li>`).join('')}</ul>`;
    record();
    const items = [...document.querySelectorAll('#items li')];
    let from = sent.length;
    items.forEach((li, i) => li.setAttribute('data-label', `leash ${i} of 500`));
    recorder!.commitNow();
    const distinct = sent.slice(from);
    // After a short run of new values, no dictionary entry per value: each goes once, as it is.
    expect(distinct.filter((m) => m[0] === M.SetNodeAttribute).length).toBeGreaterThan(400);
    expect(distinct.filter((m) => m[0] === M.StringDictGlobal).length).toBeLessThan(50);
    expectMirrors();
    from = sent.length;
    items.forEach((li, i) => li.setAttribute('data-label', i % 2 ? 'in stock' : 'sold out'));
    recorder!.commitNow();
    const repeating = sent.slice(from);
    expect(repeating.filter((m) => m[0] === M.SetNodeAttribute).length).toBeLessThan(100);
    expect(repeating.filter((m) => m[0] === M.SetNodeAttributeDictGlobal).length).toBeGreaterThan(400);
    expectMirrors();
  });

  it('masks a changed text attribute (title, alt, aria-label) of an obscured node like its text', () => {
    document.body.innerHTML = `<div data-pawprint-obscured><img id="photo" alt="old"><span id="tip">tip</span></div>`;
    record();
    document.getElementById('photo')!.setAttribute('alt', 'Jane Doe at home');
    document.getElementById('tip')!.setAttribute('title', 'Jane Doe at home');
    document.getElementById('tip')!.setAttribute('aria-label', 'Jane Doe at home');
    recorder!.commitNow();
    expect(allText()).not.toContain('Jane Doe');
  });

  it('places new and moved siblings right when both change in one commit', () => {
    record();
    const list = document.getElementById('list')!;
    const [one, two, three] = Array.from(list.children);
    const fresh = document.createElement('li');
    fresh.textContent = 'new';
    list.insertBefore(fresh, three);
    list.appendChild(one);
    const box = document.createElement('ol');
    box.append(two);
    list.prepend(box);
    recorder!.commitNow();
    expectMirrors();
  });

  it('keeps the order when the page moves and removes nodes while an earlier commit is still being written', { timeout: BURST_TIMEOUT_MS }, () => {
    document.body.innerHTML = `<div id="grid">${Array.from({ length: 600 }, (_, i) => `<p data-n="${i}">${i}</p>`).join('')}</div>`;
    record({ sliceBudgetMs: 3 });
    const grid = document.getElementById('grid')!;
    const rows = Array.from(grid.children);
    for (let i = 0; i < 150; i++) grid.insertBefore(rows[599 - i], rows[i]);
    // A clock that moves 10 ms a read: the commit's writer stops after its first slice, as on a loaded page.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
    (recorder as unknown as { tick(): void }).tick();
    clock.mockRestore();
    // Before the rest is written, the page removes some of the moved rows and some untouched ones.
    for (let i = 0; i < 200; i++) rows[i * 3].remove();
    recorder!.commitNow();
    expectMirrors();
  });

  it('writes a deep tree the page builds in place, under parents that are new themselves, once per node', async () => {
    record();
    document.body.innerHTML = '';
    const tips = Array.from({ length: 20 }, () => document.body.appendChild(document.createElement('div')));
    // A recorded node moved under one of the new parents mid-burst goes with it.
    const kept = document.createElement('p');
    kept.textContent = 'kept';
    tips[0].before(kept);
    await Promise.resolve();
    recorder!.commitNow();
    for (let level = 0; level < 40; level++) for (let i = 0; i < tips.length; i++) tips[i] = tips[i].appendChild(document.createElement('div'));
    tips[3].appendChild(kept);
    tips[5].appendChild(document.createTextNode('leaf'));
    await Promise.resolve();
    recorder!.commitNow();
    expectMirrors();
    const created = sent.filter((m) => m[0] === M.CreateElementNode && m[4] === 'div').length;
    expect(created).toBe(20 + 20 * 40);
  });

  it('mirrors the page whatever it changes while a commit is still being written (property)', { timeout: BURST_TIMEOUT_MS }, () => {
    type Step = { kind: 'move' | 'remove' | 'add' | 'text'; a: number; b: number; c: number; run: number };
    const step = fc.record({
      kind: fc.constantFrom('move', 'remove', 'add', 'text'),
      a: fc.nat(),
      b: fc.nat(),
      c: fc.nat(),
      run: fc.integer({ min: 1, max: 150 }),
    }) as fc.Arbitrary<Step>;
    /** One slice of the recorder's work on a clock that moves 10 ms a read, as on a loaded page. */
    const slice = () => {
      let now = 0;
      const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
      (recorder as unknown as { tick(): void }).tick();
      clock.mockRestore();
    };
    // The page of 900 nodes is parsed once; each case starts from a copy (parsing it was a third of a case's time).
    const page = document.createElement('template');
    page.innerHTML = [0, 1, 2].map((k) => `<section>${Array.from({ length: 150 }, (_, i) => `<p>${k}-${i}<b>x</b></p>`).join('')}</section>`).join('');
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        recorder?.stop();
        document.body.replaceChildren(page.content.cloneNode(true));
        record({ sliceBudgetMs: 3 });
        let made = 0;
        let moved: Element[] = [];
        for (const s of steps) {
          const all = Array.from(document.body.querySelectorAll('section, p, b, i'));
          if (s.kind === 'add') {
            const parent = all[s.a % all.length];
            const fresh = document.createElement('i');
            fresh.innerHTML = `new ${made++}<b>y</b>`;
            parent.insertBefore(fresh, parent.childNodes[s.b % (parent.childNodes.length + 1)] ?? null);
          } else if (s.kind === 'text') {
            const el = all[s.a % all.length];
            if (el.firstChild?.nodeType === 3) (el.firstChild as Text).data = `t${s.b}`;
          } else if (s.kind === 'remove') {
            // Every other node of the last moved run (or of the page) goes, likely while its places are being written.
            const pool = moved.length ? moved : all.slice(1);
            for (let i = s.a % pool.length; i < pool.length && i < s.a + s.run; i += 2) pool[i].remove();
          } else if (all.length > 1) {
            // A run of siblings spreads among another parent's children: long enough that writing their places
            // takes slices, and the page goes on changing in between.
            const target = all[s.b % all.length];
            moved = [];
            for (let n = all[1 + (s.a % (all.length - 1))] as Element | null; n && moved.length < s.run; n = n.nextElementSibling) moved.push(n);
            moved.forEach((n, i) => {
              if (!n.contains(target)) target.insertBefore(n, target.childNodes[(s.c + 2 * i) % (target.childNodes.length + 1)] ?? null);
            });
            slice();
          }
        }
        recorder!.commitNow();
        expectMirrors();
      }),
      { numRuns: propertyRuns(20) },
    );
  });

  it('sends one RemoveNode for a removed subtree', () => {
    record();
    const before = sent.length;
    document.getElementById('m')!.remove();
    recorder!.commitNow();
    expect(sent.slice(before).filter((m) => m[0] === M.RemoveNode)).toHaveLength(1);
    expectMirrors();
  });

  // jsdom is slow at thousands of nodes on a shared machine: the slicing test gets room.
  it('slices a large first snapshot, hands its slices over together when it is done, and keeps the order', { timeout: BURST_TIMEOUT_MS }, () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `<div class="c"><span>${i}</span></div>`).join('');
    document.body.insertAdjacentHTML('beforeend', rows);
    const batches: number[] = [];
    sent = [];
    recorder = new DomRecorder(resolveOptions({ projectKey: 'k', sliceBudgetMs: 1 }, 'http://localhost'), {
      deliver: (chunk) => {
        const m = readChunk(chunk);
        batches.push(m.length);
        sent.push(...m);
      },
      hidden: () => {},
      now: () => 0,
    });
    recorder.start();
    // The first slice ran, but the worker gets nothing until the snapshot is whole.
    expect(batches).toEqual([]);
    const created = () => sent.filter((m) => m[0] === M.CreateElementNode).length;
    // Changes while the snapshot is unfinished land after it, in order.
    document.body.lastElementChild!.remove();
    document.body.firstElementChild!.setAttribute('data-x', '1');
    recorder.commitNow();
    // The slices go as one chunk, each slice led by a timestamp of its own, in order.
    expect(batches).toHaveLength(1);
    expect(sent.filter((m) => m[0] === M.Timestamp).length).toBeGreaterThan(1);
    expect(created()).toBeGreaterThanOrEqual(3998);
    expectMirrors();
  });
});

describe('DOM recorder: private by default', () => {
  it('never sends passwords or hidden values, obscures other inputs to their length', () => {
    document.body.innerHTML = `
      <input id="pw" type="password" value="hunter2secret">
      <input id="hid" type="hidden" value="csrf-abcdef">
      <input id="name" value="Jane Doe">
      <textarea id="notes">my private notes</textarea>
      <input id="ok" type="checkbox" checked>`;
    record();
    const replay = replayed();
    expect(replay.fields().pw).toEqual({ value: '', mask: -1 });
    expect(replay.fields().hid).toEqual({ value: '', mask: -1 });
    expect(replay.fields().name).toEqual({ value: '', mask: 8 });
    expect(replay.fields().ok.checked).toBe(true);
    for (const secret of ['hunter2secret', 'csrf-abcdef', 'Jane Doe', 'my private notes']) expect(allText()).not.toContain(secret);
  });

  it('records typed values: obscured by default, in clear where the owner unmasks', () => {
    document.body.innerHTML = `<label for="q">Search the shop for treats and chews</label><input id="q"><div data-pawprint-unmask><input id="size" placeholder="Size"></div>`;
    record();
    const q = document.getElementById('q') as HTMLInputElement;
    const size = document.getElementById('size') as HTMLInputElement;
    q.value = 'bully sticks';
    q.dispatchEvent(new Event('input', { bubbles: true }));
    size.value = 'large';
    size.dispatchEvent(new Event('input', { bubbles: true }));
    recorder!.commitNow();
    const fields = replayed().fields();
    expect(fields.q).toEqual({ value: '', mask: 12 });
    expect(fields.size).toEqual({ value: 'large', mask: 0 });
    expect(sent).toContainEqual([M.SetInputTarget, expect.any(Number), 'Search the shop for treats and chews']);
    expect(allText()).not.toContain('bully sticks');
  });

  it('masks e-mails and card numbers in text, obscured nodes to asterisks, digits on request', () => {
    document.body.innerHTML = `<p>Write to jane.doe@example.com</p><p>Card 4242 4242 4242 4242</p><p data-pawprint-obscured>Secret plan</p><p>Order 123</p>`;
    record({ zeroDigits: true });
    const text = allText();
    expect(text).not.toContain('jane.doe@example.com');
    expect(text).not.toContain('4242');
    expect(text).toContain('****** ****');
    expect(text).toContain('Order 000');
  });

  it('private mode masks all text except nodes marked to unmask', () => {
    document.body.innerHTML = `<p>Private words</p><p data-pawprint-unmask>Public words</p>`;
    record({ privateMode: true });
    const text = allText();
    expect(text).not.toContain('Private words');
    expect(text).toContain('******* *****');
    expect(text).toContain('Public words');
  });

  it('keeps attribute values over 100000 characters out and masks sensitive attribute names', () => {
    document.body.innerHTML = `<div id="big" data-blob="${'x'.repeat(100_001)}" data-api-key="sk_live_123"></div>`;
    record();
    const text = allText();
    expect(text).not.toContain('x'.repeat(1000));
    expect(text).not.toContain('sk_live_123');
  });
});
