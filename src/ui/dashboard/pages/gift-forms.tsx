import { useId, useState, type FormEvent } from 'react';
import type { GiftCoupon } from '../../../domain/account';
import { isValidEmail, normalizeEmail } from '../../../domain';
import { formatCents } from '../../../domain';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { FloatingInput } from '../../primitives/floating-input';
import { useCardEntry } from '../../payments/card-entry';
import { useCustomerAccount } from '../use-customer-account';

const AMOUNTS = [2500, 5000, 10000];

/** Buys a gift coupon for someone (checkoutGiftCoupon); a failure keeps everything typed. */
export function BuyGiftForm({ onBought }: { onBought: (coupon: GiftCoupon) => void }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const id = useId();
  const card = useCardEntry({ number: 'card', expiry: 'expiry', cvc: 'cvc' });
  const [amount, setAmount] = useState(AMOUNTS[0]);
  const [form, setForm] = useState({ email: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [key]: v }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const email = normalizeEmail(form.email);
    const found: Record<string, string> = isValidEmail(email) ? {} : { email: 'Please enter a valid e-mail address' };
    setErrors(found);
    // The card is checked by the same rule as at checkout (an expired one is refused) and goes to the processor.
    const result = await card.tokenize();
    if (Object.keys(found).length || !result) return;
    if (!result.ok) return setRefusal(result.message);
    const coupon = await action.run('Buying the gift…', () => repo.buyGiftCoupon({ amount, recipient_email: email, note: form.note.trim() || undefined, source: result.token }),
      (c) => `Gift ${c.coupon} for ${formatCents(c.amount)} is on its way to ${email}.`);
    if (coupon) {
      onBought(coupon);
      setForm({ email: '', note: '' });
      card.clear();
    }
  };
  return (
    <form className="account-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Send a gift</h2>
      <fieldset className="choice-row">
        <legend>Amount</legend>
        {AMOUNTS.map((a) => (
          <label key={a} className="choice">
            <input type="radio" name={`${id}-amount`} checked={amount === a} onChange={() => setAmount(a)} /> {formatCents(a)}
          </label>
        ))}
      </fieldset>
      <FloatingInput name="recipient" type="email" label="Recipient's e-mail" value={form.email} onChange={set('email')} error={errors.email} required />
      <FloatingInput name="note" label="A note (optional)" value={form.note} onChange={set('note')} maxLength={200} />
      {card.fields}
      {refusal ? <p role="alert" className="account-form__error">{refusal}</p> : null}
      <button type="submit" className="button button--primary" disabled={action.busy}>Buy gift for {formatCents(amount)}</button>
      <ActionStatus state={action.state} />
    </form>
  );
}

/** Claims a gift coupon someone sent (claimGiftCoupon): its amount goes to the wallet. */
export function ClaimGiftForm() {
  const repo = useCustomerAccount();
  const action = useAction();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Please enter the gift code');
    setError(null);
    const claimed = await action.run('Claiming the gift…', () => repo.claimGiftCoupon(code.trim().toUpperCase()), (c) => `${formatCents(c.amount)} is added to your wallet.`);
    if (claimed) setCode('');
  };
  return (
    <form className="account-form" onSubmit={submit} aria-labelledby="claim-title" noValidate>
      <h2 id="claim-title">Claim a gift</h2>
      <FloatingInput name="coupon" label="Gift code" value={code} onChange={setCode} error={error} required />
      <button type="submit" className="button" disabled={action.busy}>Claim gift</button>
      <ActionStatus state={action.state} />
    </form>
  );
}
