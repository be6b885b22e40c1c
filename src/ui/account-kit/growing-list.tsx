import { useRef, useState } from 'react';
import { useRemote, type Remote } from './use-remote';

export type GrowingList<T> = Remote<T[]> & {
  /** Asks for one page more; the shown list stays until the longer one comes. */
  showMore: () => Promise<void>;
  /** A full last page: there may be more to show. */
  mayHaveMore: (shown: T[]) => boolean;
  more: 'idle' | 'busy' | 'failed';
};

/**
 * An account list read with limit/offset from its start: 'Show more' asks for a longer list (limit grows by
 * a page) rather than the next page, so the list the reader sees is always one answer of the server's.
 */
export function useGrowingList<T>(key: string, pageSize: number, load: (limit: number) => Promise<T[]>): GrowingList<T> {
  const pages = useRef(1);
  const [more, setMore] = useState<'idle' | 'busy' | 'failed'>('idle');
  const remote = useRemote<T[]>(key, () => load(pageSize * pages.current));
  const showMore = async () => {
    pages.current += 1;
    setMore('busy');
    const answered = await remote.refresh();
    if (!answered) pages.current -= 1;
    setMore(answered ? 'idle' : 'failed');
  };
  return { ...remote, showMore, more, mayHaveMore: (shown) => shown.length === pageSize * pages.current };
}

/** The 'Show more' button under a growing list, and what it says when the longer list did not come. */
export function ShowMore<T>({ list, shown }: { list: GrowingList<T>; shown: T[] }) {
  const busy = list.more === 'busy';
  return (
    <>
      {list.mayHaveMore(shown) && (
        <button type="button" className="button" onClick={list.showMore} disabled={busy} aria-busy={busy}>
          {busy ? 'Loading more…' : 'Show more'}
        </button>
      )}
      {list.more === 'failed' && <p role="alert" className="field-error">We couldn't load more. Please try again.</p>}
    </>
  );
}
