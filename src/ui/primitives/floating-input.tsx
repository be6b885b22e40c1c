import { useId, useState, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import '../styles/primitives.css';

export interface FloatingInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  type?: string;
  error?: string | null;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** A hint shown under the field (after the error), also read by screen readers. */
  hint?: string | null;
}

/** A text input whose real label sits inside the field and floats up when focused or filled. */
export function FloatingInput({
  label,
  value,
  onChange,
  name,
  type = 'text',
  error,
  autoComplete,
  inputMode,
  required,
  placeholder,
  maxLength,
  onBlur,
  onKeyDown,
  inputRef,
  hint,
}: FloatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [focused, setFocused] = useState(false);
  const raised = focused || value !== '' || !!placeholder;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`floating-input${raised ? ' floating-input--raised' : ''}${error ? ' floating-input--invalid' : ''}`}>
      <input
        ref={inputRef}
        id={id}
        className="floating-input__control"
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <label htmlFor={id} className="floating-input__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
