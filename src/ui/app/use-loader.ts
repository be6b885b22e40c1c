import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { PageActivityContext } from './page-activity';
import { GivenAnswersContext, takeEarlyAnswer } from './first-answers';

export type LoaderState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

/**
 * Runs `load` whenever its key changes; the answer of an older key is ignored. `retry` runs it again. A page the
 * server rendered starts from the answer it rendered with (first-answers.ts), ready at the first render.
 */
export function useLoader<T>(key: string, load: () => Promise<T>): LoaderState<T> & { retry: () => void } {
  const given = useContext(GivenAnswersContext);
  // The key whose given answer the first render showed; cleared once the loader moves on to another key.
  const givenKey = useRef<string | null>(null);
  const [state, setState] = useState<LoaderState<T>>(() => {
    if (!given?.has(key)) return { status: 'loading', data: null, error: null };
    givenKey.current = key;
    return { status: 'ready', data: given.get(key) as T, error: null };
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (givenKey.current === key && attempt === 0) {
      // Served once: the next mount with this key (a later visit to the page) asks the server.
      given?.delete(key);
      return;
    }
    givenKey.current = null;
    let current = true;
    setState({ status: 'loading', data: null, error: null });
    (takeEarlyAnswer<T>(key) ?? loadRef.current()).then(
      (data) => current && setState({ status: 'ready', data, error: null }),
      (error: unknown) => current && setState({ status: 'error', data: null, error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  // The page counts as busy from its first render until the answer (or error) has been rendered.
  const activity = useContext(PageActivityContext);
  const loading = state.status === 'loading';
  useEffect(() => (loading && activity ? activity.begin() : undefined), [loading, activity]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
