import { Spinner } from '../primitives/spinner';

/** The page area while its data loads: a fixed-height box so the footer does not jump. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner label={label} />
    </div>
  );
}
