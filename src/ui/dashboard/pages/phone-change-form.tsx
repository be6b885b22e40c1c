import { useState, type FormEvent } from 'react';
import type { AccountProfile } from '../../../domain/account/account-entities';
import { accountPhone } from '../../../domain/shop/contact';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { PhoneInput } from '../../cart/phone-input';
import { FloatingInput } from '../../primitives/floating-input';
import { useCustomerAccount } from '../use-customer-account';

export const PHONE_NOT_REAL_MESSAGE = 'Please enter a mobile number of the country chosen.';

/**
 * The account's mobile phone, which signs in by text: it changes only once a code sent to the new number proves
 * it (getVerify by sms, verifyOTP, then updateUserContact). The number follows the domain's rule, as the server's.
 */
export function PhoneChangeForm({ phone, onChanged }: { phone: string | null; onChanged: (p: AccountProfile) => void }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const [next, setNext] = useState('');
  const [real, setReal] = useState(true);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!next) return setError('Please enter your mobile phone number.');
    if (!real) return setError(PHONE_NOT_REAL_MESSAGE);
    // The shop's rule for a phone an account keeps, the one the server checks too.
    const checked = accountPhone(next);
    if (!checked.ok) return setError(checked.message);
    if (checked.phone === phone) return setError('This is already your phone number');
    setError(null);
    const sent = await action.run('Sending a code…', async () => { await repo.requestPhoneCode(checked.phone); return true; }, `We sent a code to ${checked.phone}.`);
    if (sent) setSentTo(checked.phone);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(code.trim())) return setError('Please enter the code from the text message');
    setError(null);
    const saved = await action.run('Changing your phone…', () => repo.changePhone(sentTo!, code.trim()), 'Your phone number is changed.');
    if (saved) {
      onChanged(saved);
      setSentTo(null);
      setNext('');
      setCode('');
    }
  };

  return (
    <form className="account-form" onSubmit={sentTo ? confirm : sendCode} aria-labelledby="phone-title" noValidate>
      <h2 id="phone-title">Mobile phone</h2>
      <p>{phone ? <>Signs in by text: <strong>{phone}</strong></> : 'No mobile phone yet: add one to sign in by text.'}</p>
      {sentTo ? (
        <>
          <FloatingInput name="sms-code" label="Code from the text message" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} error={error} required />
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={action.busy}>Change phone</button>
            <button type="button" className="button" onClick={() => { setSentTo(null); action.reset(); }}>Use another number</button>
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
