import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_CHARACTERS, isAffiliate, isRetailer } from '../../domain/shop';
import { GUEST_VIEWER, searchTitledPages, type Viewer } from '../../domain/account';
import { PageLinks } from '../../ports/page-links';
import { useService } from '../app/services-context';
import { useUserSession } from '../app/use-user-session';
import { titledPages } from './page-titles';
import './page-search.css';

function useViewer(): Viewer {
  const { state } = useUserSession();
  if (state.status !== 'signedIn') return GUEST_VIEWER;
  return { signedIn: true, affiliate: isAffiliate(state.user.roles), retailer: isRetailer(state.user.roles) };
}

export const searchCountText = (count: number) => (count === 0 ? 'No pages found' : count === 1 ? '1 page found' : `${count} pages found`);

/**
 * 001 §2 Page search as a combobox: the page links (GET /api/links, read once when the search first shows)
 * with their titles, after more than 2 typed characters, case-insensitive, only pages the visitor can use.
 * Arrow keys move through the suggestions, Enter opens one; the list is at most about 10rem high and scrolls.
 */
export function PageSearch({ onNavigate, autoFocus }: { onNavigate: () => void; autoFocus?: boolean }) {
  const pageLinks = useService(PageLinks);
  const viewer = useViewer();
  const navigate = useNavigate();
  const [links, setLinks] = useState<string[] | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The menu opens with the search ready to type into, whether it was opened by mouse or keyboard.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    let current = true;
    pageLinks.links().then(
      (l) => current && setLinks(l),
      () => current && setLinks([]),
    );
    return () => {
      current = false;
    };
  }, [pageLinks]);

  const pages = useMemo(() => titledPages(links ?? []), [links]);
  const results = useMemo(() => searchTitledPages(pages, query, viewer), [pages, query, viewer]);
  const searching = query.trim().length >= SEARCH_MIN_CHARACTERS;
  const open = searching && results.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => setActive(-1), [query]);
  useEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const go = (path: string) => {
    onNavigate();
    navigate(path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!open) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : results.length - 1) : (i + step + results.length) % results.length));
    } else if (e.key === 'Enter') {
      if (open && active >= 0) {
        e.preventDefault();
        go(results[active].path);
      }
    } else if (e.key === 'Escape' && query) {
      // The first Escape clears the search; the next one closes the menu.
      e.preventDefault();
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation();
      setQuery('');
    }
  };

  return (
    <div className="page-search" role="search">
      <label htmlFor={inputId} className="page-search__label">
        Search pages
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={statusId}
        className="page-search__input"
        value={query}
        autoFocus={autoFocus}
        autoComplete="off"
        spellCheck={false}
        placeholder="Type at least 3 characters"
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} ref={listRef} role="listbox" aria-label="Pages" className="page-search__results" hidden={!open}>
        {open &&
          results.map((page, i) => (
            <li
              key={page.path}
              id={optionId(i)}
              data-index={i}
              role="option"
              aria-selected={i === active}
              className={`page-search__option${i === active ? ' page-search__option--active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => go(page.path)}
            >
              <span className="page-search__title">{page.title}</span>
              <span className="page-search__path">{page.path}</span>
            </li>
          ))}
      </ul>
      <p id={statusId} className="page-search__status" aria-live="polite">
        {searching && links !== null ? searchCountText(results.length) : ''}
      </p>
    </div>
  );
}
