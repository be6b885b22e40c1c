// The replay's panels under the player: Network (method, URL, status, duration, size; GraphQL by
// operation name), Console (errors highlighted) and Web vitals (with their rating). Each row is a
// button that seeks the player to its moment; the tabs follow the WAI-ARIA tabs pattern.
import { devtoolsData, formatSize, formatVital, type DevtoolsData } from './devtools-data';
import { el, formatClock } from './format';
import type { TimedMessage } from './timeline';

const RATING_TEXT = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' } as const;

function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

function rowButton(time: number, label: string, cells: (string | Node)[], extraClass = ''): HTMLElement {
  const button = el('button', { type: 'button', class: `devtools-row ${extraClass}`.trim(), 'data-time': String(time), 'aria-label': `${label} at ${formatClock(time)}` }, [
    el('time', {}, [formatClock(time)]),
    ...cells.map((c) => el('span', {}, [c])),
  ]);
  return el('li', {}, [button]);
}

function networkPanel(data: DevtoolsData): HTMLElement {
  if (!data.network.length) return el('p', { class: 'replay-empty' }, ['No requests were recorded.']);
  const head = el('div', { class: 'devtools-head network-cols', 'aria-hidden': 'true' }, ['Time', 'Type', 'Method', 'Name', 'Status', 'Duration', 'Size'].map((h) => el('span', {}, [h])));
  const rows = data.network.map((r) => {
    const name = r.operation || shortUrl(r.url);
    const status = r.type === 'beacon' ? 'sent' : r.status ? String(r.status) : 'failed';
    const item = rowButton(r.time, `${r.method} ${name} ${status}`, [r.type, r.method, name, status, `${r.duration} ms`, formatSize(r.size)], `network-cols${r.failed ? ' devtools-failed' : ''}`);
    item.firstElementChild!.setAttribute('title', `${r.url}\nRequest: ${r.request}\nResponse: ${r.response}`);
    return item;
  });
  return el('div', {}, [head, el('ol', { class: 'devtools-list' }, rows)]);
}

function consolePanel(data: DevtoolsData): HTMLElement {
  if (!data.console.length) return el('p', { class: 'replay-empty' }, ['No console output or errors were recorded.']);
  return el('ol', { class: 'devtools-list' }, data.console.map((r) => rowButton(r.time, `${r.level}: ${r.text.slice(0, 80)}`, [r.level, r.text], `console-cols console-${r.level}${r.error ? ' devtools-error' : ''}`)));
}

function vitalsPanel(data: DevtoolsData): HTMLElement {
  if (!data.vitals.length) return el('p', { class: 'replay-empty' }, ['No web vitals were recorded.']);
  return el('ol', { class: 'devtools-list' }, data.vitals.map((r) => rowButton(r.time, `${r.name} ${formatVital(r)} ${RATING_TEXT[r.rating]}`, [r.name, formatVital(r), el('span', { class: `vital-rating vital-${r.rating}` }, [RATING_TEXT[r.rating]])], 'vital-cols')));
}

export function renderDevtools(messages: TimedMessage[], seek: (time: number) => void): HTMLElement {
  const data = devtoolsData(messages);
  const errors = data.console.filter((r) => r.error).length;
  const tabs = [
    { id: 'network', label: `Network (${data.network.length})`, panel: networkPanel(data) },
    { id: 'console', label: `Console (${data.console.length}${errors ? `, ${errors} error${errors === 1 ? '' : 's'}` : ''})`, panel: consolePanel(data) },
    { id: 'vitals', label: 'Web vitals', panel: vitalsPanel(data) },
  ];
  const buttons = tabs.map((t, i) =>
    el('button', { type: 'button', role: 'tab', id: `devtools-tab-${t.id}`, 'aria-controls': `devtools-panel-${t.id}`, 'aria-selected': i === 0 ? 'true' : 'false', tabindex: i === 0 ? '0' : '-1' }, [t.label]),
  );
  const panels = tabs.map((t, i) => el('div', { role: 'tabpanel', id: `devtools-panel-${t.id}`, 'aria-labelledby': `devtools-tab-${t.id}`, hidden: i !== 0, class: 'devtools-panel' }, [t.panel]));
  const select = (index: number) => {
    buttons.forEach((b, i) => {
      b.setAttribute('aria-selected', i === index ? 'true' : 'false');
      b.tabIndex = i === index ? 0 : -1;
      panels[i].hidden = i !== index;
    });
    buttons[index].focus();
  };
  buttons.forEach((b, i) => {
    b.addEventListener('click', () => select(i));
    b.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      e.preventDefault();
      e.stopPropagation();
      select((i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length);
    });
  });
  const section = el('section', { class: 'replay-devtools', 'aria-label': 'Recorded requests, console and vitals' }, [
    el('div', { role: 'tablist', 'aria-label': 'Panels', class: 'devtools-tabs' }, buttons),
    ...panels,
  ]);
  section.addEventListener('click', (e) => {
    const row = (e.target as Element).closest?.('.devtools-row') as HTMLElement | null;
    if (row) seek(Number(row.dataset.time));
  });
  return section;
}
