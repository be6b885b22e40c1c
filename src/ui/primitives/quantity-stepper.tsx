import { useEffect, useState } from 'react';
import { clampQuantity, MAXIMUM_QUANTITY_MESSAGE } from '../../domain';
import '../styles/primitives.css';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
  /** The input's accessible name, e.g. 'Quantity for Mini Box'; the buttons are named after it. */
  label: string;
  disabled?: boolean;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * 000 §5 quantity stepper: clamps to min..max, typed negatives become 0 before the minimum applies, and going
 * over the maximum shows 'You have reached the maximum quantity for this product.' inline (role status).
 */
export function QuantityStepper({ value, min, max, onChange, label, disabled }: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const [atMaximum, setAtMaximum] = useState(false);
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (wanted: number) => {
    const result = clampQuantity(wanted, { min, max });
    setAtMaximum(result.atMaximum);
    setDraft(String(result.quantity));
    if (result.quantity !== value) onChange(result.quantity);
  };

  const typed = () => {
    const text = draft.trim();
    // A leading minus is a typed negative: it becomes 0 (then the minimum).
    commit(text.startsWith('-') ? 0 : Number.parseInt(text.replace(/\D+/g, '') || '0', 10));
  };

  const name = lowerFirst(label);
  return (
    <div className="quantity-stepper">
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={`Decrease ${name}`}
          disabled={disabled || value <= min}
          onClick={() => commit(value - 1)}
        >
          −
        </button>
        <input
          className="quantity-stepper__input"
          type="text"
          inputMode="numeric"
          // a quantity identifies no one: the session replay shows it as typed
          data-pawprint-unmask=""
          aria-label={label}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={typed}
          onKeyDown={(e) => {
            if (e.key === 'Enter') typed();
          }}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={`Increase ${name}`}
          disabled={disabled}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
      <p role="status" className="quantity-stepper__message">
        {atMaximum ? MAXIMUM_QUANTITY_MESSAGE : ''}
      </p>
    </div>
  );
}
