/** A sign-in form's main button: it says what is under way while the form waits, and cannot be pressed twice. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button--primary button--large" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
