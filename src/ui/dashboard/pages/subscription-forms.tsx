import { useId, useState, type FormEvent } from 'react';
import { MAX_PAUSE_DAYS, pauseDateError } from '../../../domain/account';

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Pause with the day the box starts again. */
export function PauseForm({ busy, onSubmit }: { busy: boolean; onSubmit: (date: string) => void }) {
  const id = useId();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = pauseDateError(date, today());
    setError(problem);
    if (!problem) onSubmit(date);
  };
  return (
    <form className="inline-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-date`}>Resume on</label>
      <input
        id={`${id}-date`}
        type="date"
        value={date}
        min={addDays(today(), 1)}
        max={addDays(today(), MAX_PAUSE_DAYS)}
        onChange={(e) => setDate(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="button button--primary" disabled={busy}>Pause box</button>
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </form>
  );
}

const REASONS = ['Too expensive', 'My dog does not like the treats', 'Too many treats', 'My dog is on a special diet', 'Other'];

/** Cancel with a reason; the box runs to the end of the period already paid. */
export function CancelForm({ busy, onSubmit }: { busy: boolean; onSubmit: (reason: string) => void }) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = choice === 'Other' ? details.trim() : [choice, details.trim()].filter(Boolean).join(': ');
    const problem = !choice ? 'Please choose a reason' : choice === 'Other' && !details.trim() ? 'Please tell us the reason' : null;
    setError(problem);
    if (!problem) onSubmit(reason);
  };
  return (
    <form className="inline-form inline-form--stacked" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-reason`}>Why are you cancelling?</label>
      <select id={`${id}-reason`} value={choice} onChange={(e) => setChoice(e.target.value)} aria-invalid={!!error && !choice}>
        <option value="">Choose a reason</option>
        {REASONS.map((r) => <option key={r}>{r}</option>)}
      </select>
      <label htmlFor={`${id}-details`}>Anything else? {choice !== 'Other' && <span className="muted">(optional)</span>}</label>
      <textarea id={`${id}-details`} rows={2} value={details} maxLength={500} onChange={(e) => setDetails(e.target.value)} />
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="button button--primary" disabled={busy}>Confirm cancellation</button>
    </form>
  );
}
