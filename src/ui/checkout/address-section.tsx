import { useEffect, useRef, useState } from 'react';
import { OBSCURED_BLOCK, type Address } from '../../domain';
import type { AddressInput } from '../../ports/checkout-repository';
import { addressInputOf, emptyAddress, validateAddress, type AddressField } from '../../application/checkout/checkout-forms';
import { FloatingInput } from '../primitives/floating-input';

const FIELDS: { field: AddressField; label: string; autoComplete: string }[] = [
  { field: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { field: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { field: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { field: 'line2', label: 'Address line 2', autoComplete: 'address-line2' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
  { field: 'country', label: 'Country', autoComplete: 'country' },
];

export const formatAddress = (a: Address) =>
  [`${a.first_name} ${a.last_name}`, a.line1, a.line2, `${a.city}, ${a.state} ${a.postal_code}`, a.country].filter(Boolean).join(', ');

export interface AddressSectionProps {
  addresses: Address[];
  selected: Address | null;
  busy: boolean;
  /** 'Shipping address', or 'Billing address' for an order where nothing ships. */
  title?: string;
  onChoose: (id: string) => void;
  onSave: (input: AddressInput, id: string | null) => void;
}

/** Saved addresses (signed-in users) to choose or edit, or a new address form. */
export function AddressSection({ addresses, selected, busy, title = 'Shipping address', onChoose, onSave }: AddressSectionProps) {
  const [editing, setEditing] = useState<string | null>(addresses.length === 0 ? 'new' : null);
  const [form, setForm] = useState<AddressInput>(emptyAddress());
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [chosen, setChosen] = useState<string>(selected?.id ?? addresses[0]?.id ?? '');
  // The action keeps focus while it works (aria-disabled, not disabled, which would drop focus to the page), and
  // when the form comes back after a failure it is scrolled into view, so the shopper can press it again.
  const actions = useRef<HTMLDivElement>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const returned = wasBusy.current && !busy;
    wasBusy.current = busy;
    const el = actions.current;
    if (returned && el && el.contains(document.activeElement)) el.scrollIntoView({ block: 'nearest' });
  }, [busy]);

  const startEdit = (address: Address | null) => {
    setForm(address ? addressInputOf(address) : emptyAddress());
    setErrors({});
    setEditing(address ? address.id : 'new');
  };

  if (editing) {
    return (
      <form
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          const found = validateAddress(form);
          setErrors(found);
          if (busy) return;
          if (Object.keys(found).length === 0) onSave(form, editing === 'new' ? null : editing);
        }}
      >
        <div className="checkout__grid">
          {FIELDS.map(({ field, label, autoComplete }) => (
            <FloatingInput
              key={field}
              name={field}
              label={label}
              autoComplete={autoComplete}
              required={field !== 'line2'}
              value={String(form[field] ?? '')}
              error={errors[field]}
              onChange={(value) => setForm((f) => ({ ...f, [field]: value }))}
            />
          ))}
        </div>
        <div className="cart-footer__actions" ref={actions}>
          {addresses.length > 0 ? (
            <button type="button" className="button button--secondary" onClick={() => setEditing(null)}>
              Back to saved addresses
            </button>
          ) : null}
          <button type="submit" className="button button--primary" aria-disabled={busy}>
            Save address
          </button>
        </div>
      </form>
    );
  }

  return (
    <fieldset className="dog-boxes">
      <legend>Saved addresses</legend>
      {addresses.map((address) => (
        <div key={address.id} className="dog-boxes__option" {...OBSCURED_BLOCK}>
          <label>
            <input type="radio" name="address" checked={chosen === address.id} onChange={() => setChosen(address.id)} />{' '}
            {formatAddress(address)}
          </label>{' '}
          <button type="button" className="link-button" aria-label={`Edit ${formatAddress(address)}`} onClick={() => startEdit(address)}>
            Edit
          </button>
        </div>
      ))}
      <div className="cart-footer__actions" ref={actions}>
        <button type="button" className="button button--secondary" onClick={() => startEdit(null)}>
          New address
        </button>
        <button type="button" className="button button--primary" disabled={!chosen} aria-disabled={busy} onClick={() => !busy && onChoose(chosen)}>
          Ship to this address
        </button>
      </div>
    </fieldset>
  );
}
