import type { AccountProfile } from '../../../domain/account';
import { isValidEmail, normalizeEmail } from '../../../domain';
import { ActionStatus } from '../../account-kit/action-status';
import { FloatingInput } from '../../primitives/floating-input';
import { useCustomerAccount } from '../use-customer-account';
import { useCodeConfirmedChange } from './use-code-confirmed-change';

/** The e-mail changes only with a one-time code sent to the new address (updateUserInfoVerfied). */
export function EmailChangeForm({ email, onChanged }: { email: string; onChanged: (p: AccountProfile) => void }) {
  const repo = useCustomerAccount();
  const { action, next, setNext, code, setCode, sentTo, error, submit, startOver } = useCodeConfirmedChange({
    check: (typed) => {
      const address = normalizeEmail(typed);
      if (!isValidEmail(address)) return { ok: false, message: 'Please enter a valid e-mail address' };
      if (address === email) return { ok: false, message: 'This is already your e-mail address' };
      return { ok: true, to: address };
    },
    sendCode: (address) => repo.requestEmailCode(address),
    change: (address, otp) => repo.changeEmail(address, otp),
    texts: { codeMissing: 'Please enter the code from the e-mail', changing: 'Changing your e-mail…', changed: 'Your e-mail address is changed.' },
  }, onChanged);

  return (
    <form className="account-form" onSubmit={submit} aria-labelledby="email-title" noValidate>
      <h2 id="email-title">E-mail address</h2>
      <p>
        Signed in as <strong>{email}</strong>
      </p>
      {sentTo ? (
        <>
          <FloatingInput name="otp" label="Code from the e-mail" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} error={error} required />
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={action.busy}>Change e-mail</button>
            <button type="button" className="button" onClick={startOver}>Use another address</button>
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
