// The list of recorded sessions: newest first, filtered by user id and day, 20 to a page.
import { el, formatClock, formatStart } from './format';
import { deleteSession, fetchSessions, type SessionFilter, type SessionPage } from './session-source';
import { signOutForm } from './owner-controls';

export interface ListHandlers {
  /** The filter changed: the caller records it in the address. */
  onFilter(filter: SessionFilter): void;
  onOpen(sessionID: string): void;
}

export function renderSessionList(root: HTMLElement, filter: SessionFilter, handlers: ListHandlers): void {
  const userInput = el('input', { id: 'filter-user', type: 'search', name: 'userId', value: filter.userId, autocomplete: 'off', placeholder: 'e-mail or part of it' });
  const dateInput = el('input', { id: 'filter-date', type: 'date', name: 'date', value: filter.date });
  const searchInput = el('input', { id: 'filter-search', type: 'search', name: 'q', value: filter.search ?? '', autocomplete: 'off', placeholder: 'address, event or click' });
  const form = el('form', { class: 'replay-filters', role: 'search', 'aria-label': 'Filter sessions' }, [
    el('label', { for: 'filter-user' }, ['User id']),
    userInput,
    el('label', { for: 'filter-search' }, ['Page, event or click']),
    searchInput,
    el('label', { for: 'filter-date' }, ['Day']),
    dateInput,
    el('button', { type: 'submit' }, ['Filter']),
    filter.userId || filter.date || filter.search ? el('button', { type: 'button', class: 'link-button', 'data-clear': true }, ['Clear filters']) : null,
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    handlers.onFilter({ userId: userInput.value.trim(), search: searchInput.value.trim(), date: dateInput.value, page: 1 });
  });
  form.querySelector('[data-clear]')?.addEventListener('click', () => handlers.onFilter({ userId: '', search: '', date: '', page: 1 }));

  const status = el('p', { class: 'replay-status', role: 'status' }, ['Loading sessions…']);
  const results = el('div', { class: 'replay-results' });
  root.replaceChildren(
    el('header', { class: 'replay-header' }, [el('h1', {}, ['Recorded sessions']), el('a', { href: '/' }, ['Back to the shop']), signOutForm()]),
    el('main', { class: 'replay-list' }, [form, status, results]),
  );

  const load = () => {
    status.textContent = 'Loading sessions…';
    results.replaceChildren();
    fetchSessions(filter).then(
      (page) => showPage(page),
      (error: unknown) => {
        status.textContent = `The sessions could not be loaded: ${error instanceof Error ? error.message : String(error)}.`;
        const retry = el('button', { type: 'button' }, ['Try again']);
        retry.addEventListener('click', load);
        results.replaceChildren(retry);
      },
    );
  };

  function showPage(page: SessionPage): void {
    if (page.total === 0) {
      status.textContent = filter.userId || filter.date || filter.search ? 'No sessions match these filters.' : 'No recorded sessions yet. Browse the shop, then come back here.';
      return;
    }
    const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
    status.textContent = `${page.total} session${page.total === 1 ? '' : 's'}, newest first.`;
    const rows = page.sessions.map((s) => {
      const open = el('a', { href: `/replay?session=${encodeURIComponent(s.sessionID)}`, 'aria-label': `Play the session of ${formatStart(s.startTimestamp)}` }, ['Play']);
      open.addEventListener('click', (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        handlers.onOpen(s.sessionID);
      });
      const remove = el('button', { type: 'button', class: 'link-button', 'aria-label': `Delete the session of ${formatStart(s.startTimestamp)}` }, ['Delete']);
      remove.addEventListener('click', () => {
        if (!window.confirm(`Delete the session of ${formatStart(s.startTimestamp)} for good?`)) return;
        deleteSession(s.sessionID).then(load, (error: unknown) => {
          status.textContent = `The session could not be deleted: ${error instanceof Error ? error.message : String(error)}.`;
        });
      });
      return el('tr', {}, [
        el('td', {}, [formatStart(s.startTimestamp)]),
        el('td', { class: 'url' }, [s.location]),
        el('td', { class: 'num' }, [formatClock(s.duration)]),
        el('td', { class: 'user' }, [s.userID || 'anonymous']),
        el('td', { class: 'num' }, [String(s.pages)]),
        el('td', {}, [s.browser + (s.os && s.os !== 'Unknown' ? ` · ${s.os}` : '')]),
        el('td', { class: 'num' }, [String(s.events)]),
        el('td', {}, [open, ' ', remove]),
      ]);
    });
    const table = el('table', { class: 'replay-table' }, [
      el('caption', { class: 'visually-hidden' }, ['Recorded sessions']),
      el('thead', {}, [
        el('tr', {}, ['Start time', 'Address', 'Duration', 'User id', 'Pages', 'Browser', 'Events', ''].map((h) => el('th', { scope: 'col' }, [h || el('span', { class: 'visually-hidden' }, ['Open'])]))),
      ]),
      el('tbody', {}, rows),
    ]);
    const prev = el('button', { type: 'button', disabled: page.page <= 1 }, ['Previous']);
    const next = el('button', { type: 'button', disabled: page.page >= pages }, ['Next']);
    prev.addEventListener('click', () => handlers.onFilter({ ...filter, page: page.page - 1 }));
    next.addEventListener('click', () => handlers.onFilter({ ...filter, page: page.page + 1 }));
    const pager = el('nav', { class: 'replay-pager', 'aria-label': 'Pages of sessions' }, [prev, el('span', {}, [`Page ${page.page} of ${pages}`]), next]);
    results.replaceChildren(el('div', { class: 'table-scroll' }, [table]), pager);
  }

  load();
}
