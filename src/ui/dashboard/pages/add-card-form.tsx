import { useState, type FormEvent } from 'react';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { FloatingInput } from '../../primitives/floating-input';
import { useCustomerAccount } from '../use-customer-account';

/** Adds a card (saveNewPaymentMethod with the card's token); a failure keeps what was typed. */
export function AddCardForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof card) => (v: string) => setCard((c) => ({ ...c, [key]: v }));
  if (!open) return <button type="button" className="button" onClick={() => setOpen(true)}>Add a card</button>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = card.number.replace(/\s/g, '');
    const found: Record<string, string> = {};
    if (!/^\d{13,19}$/.test(digits)) found.number = 'Card number is not valid';
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry);
    if (!expiry || +expiry[1] < 1 || +expiry[1] > 12) found.expiry = 'Expiry must be MM/YY';
    if (!/^\d{3,4}$/.test(card.cvc)) found.cvc = 'CVC is not valid';
    setErrors(found);
    if (Object.keys(found).length) return;
    // The card processor's token stands for the card; the mock's token carries the number.
    if (await action.run('Saving the card…', async () => { await repo.addPaymentSource(`tok_${digits}`); return true; }, `Card ending in ${digits.slice(-4)} is saved.`)) {
      setCard({ number: '', expiry: '', cvc: '' });
      setOpen(false);
      await onAdded();
    }
  };
  return (
    <form className="account-form" onSubmit={submit} aria-label="Add a card" noValidate>
      <FloatingInput name="card-number" label="Card number" inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={set('number')} error={errors.number} required />
      <div className="field-pair">
        <FloatingInput name="card-expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" value={card.expiry} onChange={set('expiry')} error={errors.expiry} required />
        <FloatingInput name="card-cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={set('cvc')} error={errors.cvc} required />
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={action.busy}>Save card</button>
        <button type="button" className="button" onClick={() => setOpen(false)}>Cancel</button>
      </div>
      <ActionStatus state={action.state} />
    </form>
  );
}
