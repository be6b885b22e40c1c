import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { validateCard, type CardField } from '../../domain';
import { calendarMonth } from '../../application/checkout/checkout-forms';
import { Clock } from '../../ports/clock';
import { PaymentProcessor, type TokenizeResult } from '../../ports/payment-processor';
import { useService } from '../app/services-context';
import { FloatingInput } from '../primitives/floating-input';

export interface CardEntry {
  /** The card fields: the shop's own (number, expiry, CVC) or the processor's, drawn in its frame. */
  fields: ReactNode;
  /**
   * Checks the typed card (the domain's rule, today from the clock) and hands it to the processor. A field
   * error stays under its field and answers null; the processor's refusal comes back as its message.
   */
  tokenize(): Promise<TokenizeResult | null>;
  /** Empties the fields (after a purchase or a saved card). */
  clear(): void;
}

const EMPTY = { number: '', expiry: '', cvc: '' };

/**
 * The one way the shop takes a card (checkout, 'Add a card', 'Send a gift'): the card goes to the payment processor
 * and only its token goes on. `names` keeps each form's field names.
 */
export function useCardEntry(names: { number: string; expiry: string; cvc: string } = { number: 'cardnumber', expiry: 'cc-exp', cvc: 'cvc' }): CardEntry {
  const processor = useService(PaymentProcessor);
  const clock = useService(Clock);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const set = (field: CardField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const tokenize = useCallback(async (): Promise<TokenizeResult | null> => {
    if (processor.cardFields === 'hosted') return processor.tokenize(null);
    const result = validateCard(form, calendarMonth(clock.now()));
    if (!result.ok) {
      setErrors(result.errors);
      return null;
    }
    setErrors({});
    return processor.tokenize(result.card);
  }, [processor, clock, form]);

  const fields =
    processor.cardFields === 'hosted' ? (
      <HostedCardFields processor={processor} />
    ) : (
      <div className="checkout__grid">
        <FloatingInput name={names.number} label="Card number" autoComplete="cc-number" inputMode="numeric" required value={form.number} error={errors.number} onChange={set('number')} />
        <FloatingInput name={names.expiry} label="Expiry (MM/YY)" autoComplete="cc-exp" inputMode="numeric" required value={form.expiry} error={errors.expiry} onChange={set('expiry')} />
        <FloatingInput name={names.cvc} label="CVC" autoComplete="cc-csc" inputMode="numeric" required value={form.cvc} error={errors.cvc} onChange={set('cvc')} />
      </div>
    );
  return { fields, tokenize, clear: () => { setForm(EMPTY); setErrors({}); } };
}

/** The processor's own card field (Stripe Elements), mounted while the form is on screen. */
function HostedCardFields({ processor }: { processor: PaymentProcessor }) {
  const container = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let unmount: (() => void) | null = null;
    let gone = false;
    processor
      .mountCardFields(container.current!)
      .then((fields) => (gone ? fields.unmount() : (unmount = () => fields.unmount())))
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
    return () => {
      gone = true;
      unmount?.();
    };
  }, [processor]);
  return (
    <div className="card-entry">
      <span className="card-entry__label">Card</span>
      <div ref={container} className="card-entry__hosted" data-testid="hosted-card-fields" />
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}
