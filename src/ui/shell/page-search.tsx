import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SEARCH_MIN_CHARACTERS, searchPages } from '../../domain';
import { PageLinks } from '../../ports/page-links';
import { useService } from '../app/services-context';

/**
 * 001 §2 Page search: matches the page links (GET /api/links, read once when the search first shows) after
 * more than 2 typed characters; the suggestions list is at most 10rem high and scrolls.
 */
export function PageSearch({ onNavigate, autoFocus }: { onNavigate: () => void; autoFocus?: boolean }) {
  const pageLinks = useService(PageLinks);
  const [links, setLinks] = useState<string[] | null>(null);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const listId = useId();

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

  const results = useMemo(() => searchPages(links ?? [], query), [links, query]);
  const searching = query.trim().length >= SEARCH_MIN_CHARACTERS;

  return (
    <div className="page-search" role="search">
      <label htmlFor={inputId} className="page-search__label">
        Search pages
      </label>
      <input
        id={inputId}
        type="search"
        className="page-search__input"
        value={query}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder="Type at least 3 characters"
        aria-describedby={listId}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div id={listId} className="page-search__status" aria-live="polite">
        {searching && links !== null && (results.length ? `${results.length} pages found` : 'No pages found')}
      </div>
      {searching && results.length > 0 && (
        <ul className="page-search__results" aria-label="Search results">
          {results.map((path) => (
            <li key={path}>
              <Link to={path} onClick={onNavigate}>
                {path}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
