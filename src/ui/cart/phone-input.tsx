import { AsYouType, getCountryCallingCode, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { useEffect, useId, useRef } from 'react';
import { DEFAULT_PHONE_COUNTRY, PHONE_PLACEHOLDER } from '../../domain';

export interface PhoneInputProps {
  label: string;
  /** The number as +{calling code}{digits}, no spaces. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  country?: CountryCode;
  /** Told whether the phone library takes the number as a real one (an empty field counts as fine). */
  onValidity?: (valid: boolean) => void;
}

/**
 * 000 §5 phone input: default country US, international format as you type, the calling code shown as a
 * fixed prefix that cannot be edited, placeholder 'Enter phone number'.
 */
export function PhoneInput({ label, value, onChange, error, required, country = DEFAULT_PHONE_COUNTRY as CountryCode, onValidity }: PhoneInputProps) {
  const id = useId();
  // The latest listener, so the check runs when the number changes, not on every render.
  const listener = useRef(onValidity);
  listener.current = onValidity;
  useEffect(() => {
    listener.current?.(value === '' || isValidPhoneNumber(value, country));
  }, [value, country]);
  const code = `+${getCountryCallingCode(country)}`;
  const national = value.startsWith(code) ? value.slice(code.length) : value.replace(/\D+/g, '');
  const formatted = national ? new AsYouType(country).input(`${code}${national}`) : '';
  const shown = formatted.startsWith(code) ? formatted.slice(code.length).trimStart() : national;
  return (
    <div className={`phone-input${error ? ' phone-input--invalid' : ''}`}>
      <label htmlFor={id} className="phone-input__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="phone-input__field">
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
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-code${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D+/g, '');
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
