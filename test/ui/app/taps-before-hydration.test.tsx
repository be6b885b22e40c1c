// What a person does to the server's first screen before React has taken it over: presses are held and done again
// once hydrated (once per control), fields changed meanwhile are told to the page, links are left to the browser.
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATING_ATTRIBUTE, keepTapsBeforeHydration, type TapsBeforeHydration } from '../../../src/ui/app/taps-before-hydration';

interface Added {
  size: string;
  option: string;
  note: string;
  gift: boolean;
}

function PurchaseCard({ onAdd, onSearch }: { onAdd: (added: Added) => void; onSearch?: (text: string) => void }) {
  const [size, setSize] = useState('M');
  const [option, setOption] = useState('one');
  const [note, setNote] = useState('');
  const [gift, setGift] = useState(false);
  const [search, setSearch] = useState('');
  return (
    <main>
      <a href="#elsewhere">Another product</a>
      <label>
        Size
        <select value={size} onChange={(e) => setSize(e.target.value)}>
          <option value="M">Medium</option>
          <option value="L">Large</option>
        </select>
      </label>
      <label>
        <input type="radio" name="option" value="one" checked={option === 'one'} onChange={() => setOption('one')} /> One
      </label>
      <label>
        <input type="radio" name="option" value="two" checked={option === 'two'} onChange={() => setOption('two')} /> Two
      </label>
      <label>
        Note <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={gift} onChange={(e) => setGift(e.target.checked)} /> A gift
      </label>
      <button type="button" onClick={() => onAdd({ size, option, note, gift })}>
        Add to Cart
      </button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch?.(search);
        }}
      >
        <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </form>
    </main>
  );
}

let root: HTMLElement | null = null;
let react: Root | null = null;
let keeper: TapsBeforeHydration | null = null;
afterEach(async () => {
  await keeper?.release();
  act(() => react?.unmount());
  root?.remove();
  root = react = keeper = null;
});

/** The server's page: its markup in an inert `#root`, the keeper run as the page's first script. */
function serverPage(markup: string, { inert = true } = {}): HTMLElement {
  root = document.createElement('div');
  root.id = 'root';
  if (inert) root.setAttribute('inert', '');
  root.innerHTML = markup;
  document.body.append(root);
  keeper = keepTapsBeforeHydration(document);
  return root;
}

const press = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

/** A field set as the browser sets it for a person (the value, then its input and change events). */
function choose(field: HTMLInputElement | HTMLSelectElement, value: string) {
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    field.click();
    return;
  }
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

async function hydrate(element: HTMLElement, ui: React.ReactNode) {
  await act(async () => {
    react = hydrateRoot(element, ui);
  });
}

describe('Taps before the page has taken the server’s markup over', () => {
  it('answers at once (no longer inert, marked as hydrating) and presses the held button once hydrated, once', async () => {
    const added: Added[] = [];
    const page = serverPage(renderToString(<PurchaseCard onAdd={(a) => added.push(a)} />));
    expect(page.hasAttribute('inert')).toBe(false);
    expect(page.hasAttribute(HYDRATING_ATTRIBUTE)).toBe(true);
    const button = page.querySelector('button')!;
    expect(press(button).defaultPrevented).toBe(true);
    press(button);
    await hydrate(page, <PurchaseCard onAdd={(a) => added.push(a)} />);
    expect(added).toEqual([]);
    await act(() => keeper!.release());
    expect(page.hasAttribute(HYDRATING_ATTRIBUTE)).toBe(false);
    expect(added).toEqual([{ size: 'M', option: 'one', note: '', gift: false }]);
    // Once taken over, a press is the page's own and nothing is held any more.
    expect(press(button).defaultPrevented).toBe(false);
    expect(added).toHaveLength(2);
  });

  it('tells the page the size, option, text and box a person set before pressing, so the press adds what is shown', async () => {
    const added: Added[] = [];
    const page = serverPage(renderToString(<PurchaseCard onAdd={(a) => added.push(a)} />));
    choose(page.querySelector('select')!, 'L');
    choose(page.querySelector<HTMLInputElement>('input[value="two"]')!, 'two');
    choose(page.querySelector<HTMLInputElement>('input:not([type])')!, 'for Biscuit');
    choose(page.querySelector<HTMLInputElement>('input[type="checkbox"]')!, 'on');
    press(page.querySelector('button')!);
    await hydrate(page, <PurchaseCard onAdd={(a) => added.push(a)} />);
    await act(() => keeper!.release());
    expect(added).toEqual([{ size: 'L', option: 'two', note: 'for Biscuit', gift: true }]);
  });

  it('holds a form sent before the page can answer and sends it once hydrated', async () => {
    const searched: string[] = [];
    const ui = <PurchaseCard onAdd={() => {}} onSearch={(text) => searched.push(text)} />;
    const page = serverPage(renderToString(ui));
    const form = page.querySelector('form')!;
    choose(page.querySelector<HTMLInputElement>('input[aria-label="Search"]')!, 'chews');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await hydrate(page, ui);
    await act(() => keeper!.release());
    expect(searched).toEqual(['chews']);
  });

  it('leaves a link to the browser', () => {
    const page = serverPage(renderToString(<PurchaseCard onAdd={() => {}} />));
    expect(press(page.querySelector('a')!).defaultPrevented).toBe(false);
  });

  it('keeps nothing on a page the browser renders itself (no server markup)', async () => {
    const page = serverPage('<main><button type="button">Add to Cart</button></main>', { inert: false });
    expect(page.hasAttribute(HYDRATING_ATTRIBUTE)).toBe(false);
    expect(press(page.querySelector('button')!).defaultPrevented).toBe(false);
  });

  it('takes the root over when it is parsed after the keeper has run (the page still arriving)', async () => {
    keeper = keepTapsBeforeHydration(document);
    root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    root.innerHTML = '<main><button type="button">Add to Cart</button></main>';
    document.body.append(root);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.hasAttribute('inert')).toBe(false);
    expect(press(root.querySelector('button')!).defaultPrevented).toBe(true);
  });
});
