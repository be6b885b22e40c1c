import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

export type Remote<T> = RemoteState<T> & {
  /** Loads again from scratch, showing the loading state (the error state's 'Try again'). */
  retry: () => void;
  /** Loads again in the background, keeping what is shown until the answer comes; false when that failed. */
  refresh: () => Promise<boolean>;
  /** Replaces the shown data with what an action answered. */
  setData: (update: (data: T) => T) => void;
};

/** An account page's data: loaded when `key` changes; an older answer never overwrites a newer one. */
export function useRemote<T>(key: string, load: () => Promise<T>): Remote<T> {
  const [state, setState] = useState<RemoteState<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setState({ status: 'loading', data: null, error: null });
    loadRef.current().then(
      (data) => mine === generation.current && setState({ status: 'ready', data, error: null }),
      (error: unknown) => mine === generation.current && setState({ status: 'error', data: null, error }),
    );
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ status: 'ready', data, error: null });
      return true;
    } catch {
      // The page keeps what it shows; the caller says what failed.
      return false;
    }
  }, []);
  const setData = useCallback(
    (update: (data: T) => T) => setState((s) => (s.status === 'ready' ? { ...s, data: update(s.data) } : s)),
    [],
  );
  return { ...state, retry, refresh, setData };
}
