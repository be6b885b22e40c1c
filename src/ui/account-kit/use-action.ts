import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../application/session/error-message';

export type ActionState =
  | { status: 'idle'; message: null }
  | { status: 'busy'; message: string }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

/**
 * One action of a page (save, pause, book…): shows its progress and then its result. A failure leaves the
 * form alone, so what the person typed is still there to correct and send again.
 */
export function useAction() {
  const [state, setState] = useState<ActionState>({ status: 'idle', message: null });
  const running = useRef(false);
  const run = useCallback(async <T,>(progress: string, work: () => Promise<T>, success: string | ((value: T) => string)): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setState({ status: 'busy', message: progress });
    try {
      const value = await work();
      setState({ status: 'done', message: typeof success === 'function' ? success(value) : success });
      return value;
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error) });
      return undefined;
    } finally {
      running.current = false;
    }
  }, []);
  const reset = useCallback(() => setState({ status: 'idle', message: null }), []);
  return { state, run, reset, busy: state.status === 'busy' };
}
