import { useState } from 'react';
import type { PaymentSource } from '../../../domain/account';
import { ActionStatus } from '../../account-kit/action-status';
import { RemoteView } from '../../account-kit/remote-view';
import { useAction } from '../../account-kit/use-action';
import { useRemote } from '../../account-kit/use-remote';
import { ConfirmDialog } from '../../primitives/dialog';
import { useCustomerAccount } from '../use-customer-account';
import { AddCardForm } from './add-card-form';
import { CardBrandIcon, cardBrandName } from './card-brand-icon';

/** Saved cards with their brand icons; one is the default source for boxes and orders. */
export function PaymentMethods() {
  const repo = useCustomerAccount();
  const action = useAction();
  const sources = useRemote('sources', () => repo.paymentSources());
  const [removing, setRemoving] = useState<PaymentSource | null>(null);
  const run = async (progress: string, work: () => Promise<void>, done: string) => {
    if (await action.run(progress, async () => { await work(); return true; }, done)) await sources.refresh();
  };
  return (
    <section aria-labelledby="cards-title">
      <h2 id="cards-title">Payment methods</h2>
      <RemoteView remote={sources} what="your payment methods" isEmpty={(l) => l.length === 0} empty={<p>No saved cards yet. Add one below.</p>}>
        {(list) => (
          <ul className="plain-list card-list">
            {list.map((s) => {
              const label = `${cardBrandName(s.card.brand)} ending in ${s.card.last4}`;
              return (
                <li key={s.id} className="card-row">
                  <CardBrandIcon brand={s.card.brand} />
                  <span className="card-row__text">
                    <strong>{label}</strong>
                    <span className="muted"> · expires {String(s.card.exp_month).padStart(2, '0')}/{String(s.card.exp_year).slice(-2)}</span>
                    {s.default && <span className="badge badge--active">Default</span>}
                  </span>
                  <span className="button-row">
                    {!s.default && (
                      <button type="button" className="button" disabled={action.busy} aria-label={`Make default: ${label}`}
                        onClick={() => run('Changing the default card…', () => repo.setDefaultPaymentSource(s.id), `${label} is now your default card.`)}>
                        Make default
                      </button>
                    )}
                    <button type="button" className="button" disabled={action.busy} aria-label={`Delete ${label}`} onClick={() => setRemoving(s)}>
                      Delete
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </RemoteView>
      <ActionStatus state={action.state} />
      <AddCardForm onAdded={sources.refresh} />
      <ConfirmDialog
        open={!!removing}
        title="Delete this card?"
        message={removing ? `${cardBrandName(removing.card.brand)} ending in ${removing.card.last4} will be removed from your account.` : ''}
        confirmLabel="Delete card"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const card = removing!;
          setRemoving(null);
          void run('Deleting the card…', () => repo.deletePaymentSource(card.id), 'The card is deleted.');
        }}
      />
    </section>
  );
}
