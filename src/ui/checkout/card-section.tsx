import { useState } from 'react';
import { useCardEntry } from '../payments/card-entry';

export interface CardSectionProps {
  busy: boolean;
  /** The server's answer to the last Place order (declined, total changed, …): shown once, here. */
  error: string | null;
  /** The card's one-time token from the payment processor: the card itself goes no further. */
  onPlace: (paymentToken: string) => void;
}

/** The card (checked by the domain's rule, then handed to the payment processor), then 'Place order'. */
export function CardSection({ busy, error, onPlace }: CardSectionProps) {
  const card = useCardEntry();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const shown = refusal ?? error;
  return (
    <form
      noValidate
      aria-label="Payment"
      onSubmit={async (e) => {
        e.preventDefault();
        setRefusal(null);
        setTokenizing(true);
        const result = await card.tokenize().finally(() => setTokenizing(false));
        if (!result) return;
        if (!result.ok) {
          setRefusal(result.message);
          return;
        }
        onPlace(result.token);
      }}
    >
      {card.fields}
      {shown ? (
        <p role="alert" className="checkout__payment-error">
          {shown}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy || tokenizing}>
        Place order
      </button>
    </form>
  );
}
