import { useState } from 'react';
import type { AccountProfile } from '../../../domain/account';
import { accountPhone } from '../../../domain/shop';
import { ActionStatus } from '../../account-kit/action-status';
import { PhoneInput } from '../../cart/phone-input';
import { FloatingInput } from '../../primitives/floating-input';
import { useCustomerAccount } from '../use-customer-account';
import { useCodeConfirmedChange } from './use-code-confirmed-change';

export const PHONE_NOT_REAL_MESSAGE = 'Please enter a mobile number of the country chosen.';

/**
 * The account's mobile phone, which signs in by text: it changes only once a code sent to the new number proves
 * it (getVerify by sms, verifyOTP, then updateUserContact). The number follows the domain's rule, as the server's.
 */
export function PhoneChangeForm({ phone, onChanged }: { phone: string | null; onChanged: (p: AccountProfile) => void }) {
  const repo = useCustomerAccount();
  const [real, setReal] = useState(true);
  const { action, next, setNext, code, setCode, sentTo, error, submit, startOver } = useCodeConfirmedChange({
    check: (typed) => {
      if (!typed) return { ok: false, message: 'Please enter your mobile phone number.' };
      if (!real) return { ok: false, message: PHONE_NOT_REAL_MESSAGE };
      // The shop's rule for a phone an account keeps, the one the server checks too.
      const checked = accountPhone(typed);
      if (!checked.ok) return checked;
      if (checked.phone === phone) return { ok: false, message: 'This is already your phone number' };
      return { ok: true, to: checked.phone };
    },
    sendCode: (number) => repo.requestPhoneCode(number),
    change: (number, otp) => repo.changePhone(number, otp),
    texts: { codeMissing: 'Please enter the code from the text message', changing: 'Changing your phone…', changed: 'Your phone number is changed.' },
  }, onChanged);

  return (
    <form className="account-form" onSubmit={submit} aria-labelledby="phone-title" noValidate>
      <h2 id="phone-title">Mobile phone</h2>
      <p>{phone ? <>Signs in by text: <strong>{phone}</strong></> : 'No mobile phone yet: add one to sign in by text.'}</p>
      {sentTo ? (
        <>
          <FloatingInput name="sms-code" label="Code from the text message" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} error={error} required />
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={action.busy}>Change phone</button>
            <button type="button" className="button" onClick={startOver}>Use another number</button>
          </div>
        </>
      ) : (
        <>
          <PhoneInput label="New mobile phone" value={next} onChange={setNext} onValidity={setReal} error={error} required />
          <button type="submit" className="button" disabled={action.busy}>Send code by text</button>
        </>
      )}
      <ActionStatus state={action.state} />
    </form>
  );
}
