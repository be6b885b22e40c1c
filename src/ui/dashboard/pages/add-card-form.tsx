import { useState, type FormEvent } from 'react';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { useCardEntry } from '../../payments/card-entry';
import { useCustomerAccount } from '../use-customer-account';

/**
 * Adds a card: the card is checked by the domain's rule (an expired one is refused), handed to the payment
 * processor, and saveNewPaymentMethod receives its token only. A failure keeps what was typed.
 */
export function AddCardForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const card = useCardEntry({ number: 'card-number', expiry: 'card-expiry', cvc: 'card-cvc' });
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!open) return <button type="button" className="button" onClick={() => setOpen(true)}>Add a card</button>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const result = await card.tokenize();
    if (!result) return;
    if (!result.ok) return setRefusal(result.message);
    if (await action.run('Saving the card…', async () => { await repo.addPaymentSource(result.token); return true; }, `Card ending in ${result.card.last4} is saved.`)) {
      card.clear();
      setOpen(false);
      await onAdded();
    }
  };
  return (
    <form className="account-form" onSubmit={submit} aria-label="Add a card" noValidate>
      {card.fields}
      {refusal ? <p role="alert" className="account-form__error">{refusal}</p> : null}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={action.busy}>Save card</button>
        <button type="button" className="button" onClick={() => setOpen(false)}>Cancel</button>
      </div>
      <ActionStatus state={action.state} />
    </form>
  );
}
