import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { PageActivityContext } from './page-activity';
import { takeEarlyAnswer } from './first-answers';

export type LoaderState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

/** Runs `load` whenever its key changes; the answer of an older key is ignored. `retry` runs it again. */
export function useLoader<T>(key: string, load: () => Promise<T>): LoaderState<T> & { retry: () => void } {
  const [state, setState] = useState<LoaderState<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
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
