import { useState } from 'react';
import type { CardDetails } from '../../ports/checkout-repository';
import { parseCard, type CardField } from '../../application/checkout/checkout-forms';
import { FloatingInput } from '../primitives/floating-input';

export interface CardSectionProps {
  busy: boolean;
  /** The server's answer to the last Place order (declined, total changed, …): shown once, here. */
  error: string | null;
  /** Now, from the clock: an expired card is refused before it is sent. */
  now: () => number;
  onPlace: (card: CardDetails) => void;
}

/** Card number, expiry (MM/YY) and CVC, then 'Place order'. */
export function CardSection({ busy, error, now, onPlace }: CardSectionProps) {
  const [form, setForm] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const set = (field: CardField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  return (
    <form
      noValidate
      aria-label="Payment"
      onSubmit={(e) => {
        e.preventDefault();
        const result = parseCard(form, now());
        if (!result.ok) {
          setErrors(result.errors);
          return;
        }
        setErrors({});
        onPlace(result.card);
      }}
    >
      <div className="checkout__grid">
        <FloatingInput name="cardnumber" label="Card number" autoComplete="cc-number" inputMode="numeric" required value={form.number} error={errors.number} onChange={set('number')} />
        <FloatingInput name="cc-exp" label="Expiry (MM/YY)" autoComplete="cc-exp" inputMode="numeric" required value={form.expiry} error={errors.expiry} onChange={set('expiry')} />
        <FloatingInput name="cvc" label="CVC" autoComplete="cc-csc" inputMode="numeric" required value={form.cvc} error={errors.cvc} onChange={set('cvc')} />
      </div>
      {error ? (
        <p role="alert" className="checkout__payment-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        Place order
      </button>
    </form>
  );
}
