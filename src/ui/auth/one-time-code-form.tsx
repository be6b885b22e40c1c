import { useEffect, useRef, type FormEvent } from 'react';
import { cleanOneTimeCode, ONE_TIME_CODE_LENGTH } from '../../domain/account';
import { AlertBar } from '../primitives/alert-bar';
import { FloatingInput } from '../primitives/floating-input';
import { SubmitButton } from './submit-button';

export interface OneTimeCodeFormProps {
  /** The form's accessible name. */
  name: string;
  /** Where the code went, after `sentText` ('We sent a 6-digit code to'). */
  sentText: string;
  sentTo: string;
  code: string;
  onCodeChange(code: string): void;
  /** The code field's own error (an incomplete code). */
  error: string | null;
  /** The server's refusal, or a failed resend. */
  failure: string | null;
  notice: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit(e: FormEvent): void;
  onSendAgain(): void;
  /** The way back to the first step ('Use another e-mail', 'Change my details'). */
  backLabel: string;
  onBack(): void;
}

/**
 * The step of a sign-in or sign-up where the shopper types the code that was sent: the code field (digits only,
 * focused when the step shows), the main button, 'Send a new code' and the way back.
 */
export function OneTimeCodeForm(props: OneTimeCodeFormProps) {
  const { busy } = props;
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);
  return (
    <form className="login__form" onSubmit={props.onSubmit} noValidate aria-label={props.name}>
      {props.failure && <AlertBar tone="error">{props.failure}</AlertBar>}
      {props.notice && <AlertBar tone="success">{props.notice}</AlertBar>}
      <p className="login__sent">
        {props.sentText} <strong>{props.sentTo}</strong>.
      </p>
      <FloatingInput
        label="6-digit code"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={ONE_TIME_CODE_LENGTH}
        value={props.code}
        onChange={(typed) => props.onCodeChange(cleanOneTimeCode(typed))}
        error={props.error}
        inputRef={codeRef}
        required
      />
      <SubmitButton busy={busy} label={props.submitLabel} busyLabel={props.busyLabel} />
      <p className="login__row">
        <button type="button" className="link-button" disabled={busy} onClick={props.onSendAgain}>
          Send a new code
        </button>
        <button type="button" className="link-button" disabled={busy} onClick={props.onBack}>
          {props.backLabel}
        </button>
      </p>
    </form>
  );
}
