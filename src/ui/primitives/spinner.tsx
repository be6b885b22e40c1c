import '../styles/primitives.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className="spinner">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Covers its positioned parent while something loads; the parent's content is marked busy. */
export function LoadingOverlay({ show = true, label = 'Loading' }: { show?: boolean; label?: string }) {
  if (!show) return null;
  return (
    <div className="loading-overlay">
      <Spinner label={label} />
    </div>
  );
}
