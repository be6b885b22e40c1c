import { errorMessage } from '../../application/session/error-message';

/** A failed load with a way to try again. */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div className="load-error" role="alert">
      <p>
        We couldn't load {what}. {errorMessage(error, '')}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
