/** Previous / Next between the pages of an account list, with where the reader is. */
export function Pager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" disabled={page === 0} onClick={() => onPage(page - 1)}>Previous</button>
      <span>Page {page + 1} of {pages}</span>
      <button type="button" className="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}
