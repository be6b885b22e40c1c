import type { ReactNode } from 'react';
import { errorMessage } from '../../application/session/error-message';
import { Spinner } from '../primitives/spinner';
import type { Remote } from './use-remote';

export interface RemoteViewProps<T> {
  remote: Remote<T>;
  /** What is loading, in the page's words: 'your orders'. */
  what: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The four states of an account page's data: loading, error (with 'Try again'), empty and filled. */
export function RemoteView<T>({ remote, what, isEmpty, empty, children }: RemoteViewProps<T>) {
  if (remote.status === 'loading') {
    return (
      <div className="remote-view remote-view--loading">
        <Spinner label={`Loading ${what}`} />
        <span aria-hidden="true">Loading {what}…</span>
      </div>
    );
  }
  if (remote.status === 'error') {
    return (
      <div className="remote-view remote-view--error" role="alert">
        <p>
          We couldn't load {what}. {errorMessage(remote.error, '')}
        </p>
        <button type="button" className="button" onClick={remote.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (isEmpty?.(remote.data)) return <div className="remote-view remote-view--empty">{empty}</div>;
  return <>{children(remote.data)}</>;
}
