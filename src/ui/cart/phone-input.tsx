import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY, PHONE_PLACEHOLDER } from '../../domain';
import { PhoneNumbers, type PhoneNumberPlan } from '../../ports/phone-numbers';
import { useService } from '../app/services-context';
import { Spinner } from '../primitives/spinner';
import '../styles/phone-input.css';

export interface PhoneInputProps {
  label: string;
  /** The number as +{calling code}{digits}, no spaces. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  /** The country chosen at first when the number does not say (000 §9: US). */
  defaultCountry?: string;
  /** Told whether the number is a real one of the chosen country (an empty field counts as fine). */
  onValidity?: (valid: boolean) => void;
}

export const PHONE_COUNTRY_LABEL = 'Phone country';

/** The numbering plans, loaded with the first phone field (the PhoneNumbers port); null until they arrive. */
function usePhonePlan(): PhoneNumberPlan | null {
  const phones = useService(PhoneNumbers);
  const [plan, setPlan] = useState<PhoneNumberPlan | null>(null);
  useEffect(() => {
    let live = true;
    phones.load().then((p) => live && setPlan(p), () => undefined);
    return () => { live = false; };
  }, [phones]);
  return plan;
}

/**
 * 000 §5 phone input: a country (US by default, every country the numbering plans know), the number written as
 * that country writes it while typing, the calling code shown as a fixed prefix that cannot be edited, placeholder
 * 'Enter phone number'. The value is always +{calling code}{digits}: the domain's rule the server holds too.
 */
export function PhoneInput(props: PhoneInputProps) {
  const plan = usePhonePlan();
  return plan ? <PhoneFields plan={plan} {...props} /> : <Spinner label="Loading phone field" />;
}

function PhoneFields({ plan, label, value, onChange, error, required, defaultCountry = DEFAULT_PHONE_COUNTRY, onValidity }: PhoneInputProps & { plan: PhoneNumberPlan }) {
  const id = useId();
  const [country, setCountry] = useState(() => (value && plan.countryOf(value, defaultCountry)) || defaultCountry);
  // The latest listener, so the check runs when the number changes, not on every render.
  const listener = useRef(onValidity);
  listener.current = onValidity;
  useEffect(() => {
    listener.current?.(value === '' || plan.isValid(value, country));
  }, [value, country, plan]);
  const code = plan.callingCode(country);
  const national = value.startsWith(code) ? value.slice(code.length) : value.replace(/\D+/g, '');
  const latest = useRef({ national, onChange });
  latest.current = { national, onChange };
  // Stable, so a keystroke re-renders the number and not the 240-odd countries beside it.
  const choose = useCallback((next: string) => {
    setCountry(next);
    if (latest.current.national) latest.current.onChange(`${plan.callingCode(next)}${latest.current.national}`);
  }, [plan]);
  return (
    <div className={`phone-input${error ? ' phone-input--invalid' : ''}`}>
      <label htmlFor={id} className="phone-input__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="phone-input__field">
        <CountrySelect plan={plan} country={country} onChoose={choose} />
        <span className="phone-input__code" aria-hidden="true">
          {code}
        </span>
        <input
          id={id}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          className="phone-input__control"
          placeholder={PHONE_PLACEHOLDER}
          value={plan.formatNational(country, national)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-code${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            const typed = e.target.value.trim();
            const digits = typed.replace(/\D+/g, '');
            // A whole number pasted with its plus sign says its own country.
            if (typed.startsWith('+') && digits) {
              const full = `+${digits}`;
              const own = plan.countryOf(full, country);
              if (own) {
                setCountry(own);
                return onChange(full);
              }
            }
            onChange(digits ? `${code}${digits}` : '');
          }}
        />
        <span id={`${id}-code`} className="visually-hidden">
          Calling code {code}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const CountrySelect = memo(function CountrySelect({ plan, country, onChoose }: { plan: PhoneNumberPlan; country: string; onChoose: (code: string) => void }) {
  return (
    <select
      className="phone-input__country"
      aria-label={PHONE_COUNTRY_LABEL}
      autoComplete="tel-country-code"
      value={country}
      onChange={(e) => onChoose(e.target.value)}
    >
      {plan.countries().map((c) => (
        <option key={c.code} value={c.code}>
          {c.name} ({c.callingCode})
        </option>
      ))}
    </select>
  );
});
