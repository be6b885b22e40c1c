import { useState, type FormEvent } from 'react';
import type { AccountProfile } from '../../../domain/account/account-entities';
import { isValidEmail, normalizeEmail } from '../../../domain';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { FloatingInput } from '../../primitives/floating-input';
import { useCustomerAccount } from '../use-customer-account';

/** The e-mail changes only with a one-time code sent to the new address (updateUserInfoVerfied). */
export function EmailChangeForm({ email, onChanged }: { email: string; onChanged: (p: AccountProfile) => void }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const [next, setNext] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const address = normalizeEmail(next);
    if (!isValidEmail(address)) return setError('Please enter a valid e-mail address');
    if (address === email) return setError('This is already your e-mail address');
    setError(null);
    const sent = await action.run('Sending a code…', async () => { await repo.requestEmailCode(address); return true; }, `We sent a code to ${address}.`);
    if (sent) setSentTo(address);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(code.trim())) return setError('Please enter the code from the e-mail');
    setError(null);
    const saved = await action.run('Changing your e-mail…', () => repo.changeEmail(sentTo!, code.trim()), 'Your e-mail address is changed.');
    if (saved) {
      onChanged(saved);
      setSentTo(null);
      setNext('');
      setCode('');
    }
  };

  return (
    <form className="account-form" onSubmit={sentTo ? confirm : sendCode} aria-labelledby="email-title" noValidate>
      <h2 id="email-title">E-mail address</h2>
      <p>
        Signed in as <strong>{email}</strong>
      </p>
      {sentTo ? (
        <>
          <FloatingInput name="otp" label="Code from the e-mail" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} error={error} required />
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={action.busy}>Change e-mail</button>
            <button type="button" className="button" onClick={() => { setSentTo(null); action.reset(); }}>Use another address</button>
          </div>
        </>
      ) : (
        <>
          <FloatingInput name="new-email" type="email" label="New e-mail address" autoComplete="email" value={next} onChange={setNext} error={error} required />
          <button type="submit" className="button" disabled={action.busy}>Send code</button>
        </>
      )}
      <ActionStatus state={action.state} />
    </form>
  );
}
