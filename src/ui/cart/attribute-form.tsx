import { lazy, Suspense, useEffect, useState } from 'react';
import {
  attributePlaceholder,
  chooseSelectboxOption,
  clientVisibleOptions,
  filterTyping,
  isPhoneAttribute,
  validateTextAttribute,
  type AttributeValue,
  type SkuGroupAttribute,
} from '../../domain';
import { FloatingInput } from '../primitives/floating-input';
import { Spinner } from '../primitives/spinner';

// libphonenumber-js is large: load the phone field only when a form has one, not with the first page.
const PhoneInput = lazy(() => import('./phone-input').then((m) => ({ default: m.PhoneInput })));

export interface AttributeFormProps {
  attributes: SkuGroupAttribute[];
  values: Record<string, AttributeValue>;
  onChange: (values: Record<string, AttributeValue>) => void;
  /** Errors from the last submit, by attribute id. */
  errors: Record<string, string>;
  /** A phone field's number was checked by the phone library. */
  onPhoneValidity?: (id: string, valid: boolean) => void;
}

/** Spec silent on the text when a selectbox refuses a choice beyond its max. */
export const selectboxLimitMessage = (max: number) => `You can choose up to ${max}.`;

/** The SKU group's attribute form (000 §5): text with the typing filter and length rules, selectbox, checkbox, phone. */
export function AttributeForm({ attributes, values, onChange, errors, onPhoneValidity }: AttributeFormProps) {
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [blurErrors, setBlurErrors] = useState<Record<string, string | null>>({});
  // Leaving a field judges it only once something was typed in it (or it already shows an error): the dialog
  // opens on its first field, and stepping past it must not raise an error or move what is below it.
  const [typedIn, setTypedIn] = useState<ReadonlySet<string>>(new Set());
  // A new submit's errors replace what the last blur found.
  useEffect(() => setBlurErrors({}), [errors]);
  const set = (id: string, value: AttributeValue) => onChange({ ...values, [id]: value });
  const note = (id: string, text: string | undefined) => setNotes((n) => ({ ...n, [id]: text ?? '' }));

  return (
    <div className="attribute-form">
      {attributes.map((attr) => {
        const error = (attr.id in blurErrors ? blurErrors[attr.id] : errors[attr.id]) ?? null;
        if (attr.type === 'text' || attr.type === 'giftlist') {
          const text = typeof values[attr.id] === 'string' ? (values[attr.id] as string) : '';
          if (isPhoneAttribute(attr)) {
            return (
              <Suspense key={attr.id} fallback={<Spinner label="Loading phone field" />}>
                <PhoneInput
                  label={attr.data.label}
                  value={text}
                  required={attr.required}
                  error={error}
                  onChange={(v) => set(attr.id, v)}
                  onValidity={(valid) => onPhoneValidity?.(attr.id, valid)}
                />
              </Suspense>
            );
          }
          return (
            <FloatingInput
              key={attr.id}
              name={attr.id}
              label={attr.data.label}
              value={text}
              required={attr.required}
              placeholder={attributePlaceholder(attr)}
              error={error}
              hint={notes[attr.id] || attr.data.description || null}
              onChange={(typed) => {
                const filtered = filterTyping({ label: attr.data.label, value: attr.data.value }, typed);
                note(attr.id, filtered.rejected ? filtered.message : '');
                set(attr.id, filtered.value);
                if (!typedIn.has(attr.id)) setTypedIn((t) => new Set(t).add(attr.id));
                // A shown error is judged again as the shopper types, so it clears then, not at the next click.
                if (error) setBlurErrors((b) => ({ ...b, [attr.id]: validateTextAttribute(attr, filtered.value) }));
              }}
              onBlur={() => {
                if (typedIn.has(attr.id) || error) setBlurErrors((b) => ({ ...b, [attr.id]: validateTextAttribute(attr, text) }));
              }}
            />
          );
        }
        if (attr.type === 'selectbox') {
          const chosen = Array.isArray(values[attr.id]) ? (values[attr.id] as string[]) : [];
          const legendId = `legend-${attr.id}`;
          return (
            <fieldset key={attr.id} className="attribute-choice" aria-invalid={error ? true : undefined}>
              <legend id={legendId}>
                {attr.data.label}
                {attr.required ? <span aria-hidden="true"> *</span> : null}
              </legend>
              <div className="attribute-choice__options">
                {clientVisibleOptions(attr.data.options).map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    className="toggle-button"
                    aria-pressed={chosen.includes(option.value)}
                    onClick={() => {
                      const result = chooseSelectboxOption(chosen, option.value, attr.data.max);
                      note(attr.id, result.refused ? selectboxLimitMessage(attr.data.max ?? 0) : '');
                      set(attr.id, result.values);
                    }}
                  >
                    {option.src ? <img src={option.src} alt="" width={32} height={32} /> : null}
                    {option.label}
                  </button>
                ))}
              </div>
              <p role="status" className="field-hint">
                {notes[attr.id] ?? ''}
              </p>
              {error ? <p className="field-error">{error}</p> : null}
            </fieldset>
          );
        }
        return (
          <div key={attr.id} className="attribute-checkbox">
            <label>
              <input type="checkbox" checked={values[attr.id] === true} onChange={(e) => set(attr.id, e.target.checked)} />{' '}
              {attr.data.label}
            </label>
            {error ? <p className="field-error">{error}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
