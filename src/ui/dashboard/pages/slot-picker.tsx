import { useState, type FormEvent } from 'react';
import type { ScheduleDay, TimeSlot } from '../../../domain/account';
import { ActionStatus } from '../../account-kit/action-status';
import { formatDay, formatDayTime } from '../../account-kit/format';
import { useAction } from '../../account-kit/use-action';
import { useCustomerAccount } from '../use-customer-account';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const slotIso = (slot: TimeSlot) => slot.startString ?? new Date(slot.start * 1000).toISOString();

/** The account manager's open half-hours by day; choose one and book it with requestConsult. */
export function SlotPicker({ schedule, onBooked }: { schedule: ScheduleDay[]; onBooked: () => Promise<unknown> }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const [chosen, setChosen] = useState<TimeSlot | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const days = schedule.filter((d) => d.slots.some((s) => s.active));
  if (days.length === 0) return <p>No open times in the coming days. Please look again tomorrow.</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError('Please choose a time');
    setError(null);
    const input = { startTime: slotIso(chosen), endTime: chosen.endString ?? undefined, comment: comment.trim() || undefined };
    if (await action.run('Booking your consult…', async () => { await repo.requestConsult(input); return true; }, `Booked for ${formatDayTime(input.startTime)}.`)) {
      setChosen(null);
      setComment('');
      await onBooked();
    }
  };
  return (
    <form className="account-form slot-picker" onSubmit={submit} noValidate aria-labelledby="slots-title">
      <h2 id="slots-title">Choose a time (UTC)</h2>
      {days.map((day) => (
        <fieldset key={day.date} className="slot-day">
          <legend>{formatDay(day.date)}</legend>
          {day.slots.filter((s) => s.active).map((slot) => (
            <label key={slot.start} className={`slot${chosen?.start === slot.start ? ' slot--chosen' : ''}`}>
              <input type="radio" name="slot" checked={chosen?.start === slot.start} onChange={() => setChosen(slot)} />
              {TIME.format(new Date(slot.start * 1000))}
            </label>
          ))}
        </fieldset>
      ))}
      <label htmlFor="consult-comment">What would you like to talk about? <span className="muted">(optional)</span></label>
      <textarea id="consult-comment" rows={2} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="button button--primary" disabled={action.busy}>Book consult</button>
      <ActionStatus state={action.state} />
    </form>
  );
}
