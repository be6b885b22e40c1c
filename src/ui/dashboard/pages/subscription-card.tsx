import { useState } from 'react';
import type { Cancellation, UserSubscription } from '../../../domain/account';
import { boxDogName, resumesAt, subscriptionState, type SubscriptionState } from '../../../domain/account';
import { formatCents } from '../../../domain';
import { ActionStatus } from '../../account-kit/action-status';
import { formatDay } from '../../account-kit/format';
import { useAction } from '../../account-kit/use-action';
import { useCustomerAccount } from '../use-customer-account';
import { CancelForm, PauseForm } from './subscription-forms';
import { DogAttributesForm } from './dog-attributes-form';

const STATE_LABEL: Record<SubscriptionState, string> = { active: 'Active', paused: 'Paused', cancelling: 'Cancellation requested', canceled: 'Cancelled' };
type Panel = 'none' | 'pause' | 'cancel' | 'edit';

/** One dog's box: its items and dates, and what can be done with it in its state. */
export function SubscriptionCard({ subscription: sub, cancellation, onChanged }: { subscription: UserSubscription; cancellation: Cancellation | null; onChanged: () => Promise<unknown> }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const [panel, setPanel] = useState<Panel>('none');
  const state = subscriptionState(sub);
  const name = boxDogName(sub) || sub.items[0]?.sku?.product?.name || 'Your box';
  const headingId = `sub-${sub.id}`;
  const act = async (progress: string, work: () => Promise<unknown>, done: string) => {
    if (await action.run(progress, async () => { await work(); return true; }, done)) {
      setPanel('none');
      await onChanged();
    }
  };
  return (
    <article className="account-card subscription-card" aria-labelledby={headingId}>
      <header className="subscription-card__head">
        <h3 id={headingId}>{boxDogName(sub) ? `${name}'s box` : name}</h3>
        <span className={`badge badge--${state}`}>{STATE_LABEL[state]}</span>
      </header>
      <ul className="plain-list">
        {sub.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.sku?.name ?? 'Item'} <span className="muted">{formatCents(item.sku?.unit_amount ?? 0)}</span>
          </li>
        ))}
      </ul>
      <p className="muted">
        {state === 'paused' && `Paused until ${formatDay(resumesAt(sub))}.`}
        {state === 'cancelling' && `Ends on ${formatDay(sub.cancel_at)}${cancellation?.reason ? ` (${cancellation.reason})` : ''}.`}
        {state === 'active' && `Next box ships ${formatDay(sub.current_period_end)}.`}
        {state === 'canceled' && `Cancelled on ${formatDay(sub.canceled_at)}.`}
      </p>
      <div className="button-row">
        {state === 'active' && (
          <>
            <button type="button" className="button" aria-expanded={panel === 'pause'} onClick={() => setPanel(panel === 'pause' ? 'none' : 'pause')}>Pause</button>
            <button type="button" className="button" aria-expanded={panel === 'cancel'} onClick={() => setPanel(panel === 'cancel' ? 'none' : 'cancel')}>Cancel box</button>
          </>
        )}
        {state === 'paused' && (
          <button type="button" className="button button--primary" disabled={action.busy} onClick={() => act('Resuming…', () => repo.resumeSubscription(sub.id), `${name}'s box is back on.`)}>
            Resume now
          </button>
        )}
        {state === 'cancelling' && (
          <button type="button" className="button button--primary" disabled={action.busy} onClick={() => act('Keeping the box…', () => repo.rejectCancellation(sub.id), `${name}'s box continues.`)}>
            Keep this box
          </button>
        )}
        {state !== 'canceled' && (
          <button type="button" className="button" aria-expanded={panel === 'edit'} onClick={() => setPanel(panel === 'edit' ? 'none' : 'edit')}>Edit dog information</button>
        )}
      </div>
      {panel === 'pause' && <PauseForm busy={action.busy} onSubmit={(date) => act('Pausing…', () => repo.pauseSubscription(sub.id, date), `${name}'s box is paused until ${formatDay(date)}.`)} />}
      {panel === 'cancel' && <CancelForm busy={action.busy} onSubmit={(reason) => act('Sending your cancellation…', () => repo.cancelSubscription(sub.id, reason), `${name}'s box ends after this period.`)} />}
      {panel === 'edit' && <DogAttributesForm subscription={sub} busy={action.busy} onSubmit={(attrs) => act('Saving dog information…', () => repo.updateSubscriptionAttributes(sub.id, attrs), 'Dog information saved.')} />}
      <ActionStatus state={action.state} />
    </article>
  );
}
