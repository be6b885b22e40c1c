import { useState, type FormEvent } from 'react';
import type { AccountProfile } from '../../../domain/account';
import { useAction } from '../../account-kit/use-action';

/** A contact of the account (e-mail, mobile phone) that changes only once a code sent to the new one proves it. */
export interface CodeConfirmedChange {
  /** The new contact as it will be sent, or what the person should read instead. */
  check(typed: string): { ok: true; to: string } | { ok: false; message: string };
  sendCode(to: string): Promise<void>;
  change(to: string, code: string): Promise<AccountProfile>;
  texts: { codeMissing: string; changing: string; changed: string };
}

/** The two steps of such a change: the new contact and its code; a failure keeps what was typed. */
export function useCodeConfirmedChange(steps: CodeConfirmedChange, onChanged: (profile: AccountProfile) => void) {
  const action = useAction();
  const [next, setNext] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const checked = steps.check(next);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    const sent = await action.run('Sending a code…', async () => { await steps.sendCode(checked.to); return true; }, `We sent a code to ${checked.to}.`);
    if (sent) setSentTo(checked.to);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(code.trim())) return setError(steps.texts.codeMissing);
    setError(null);
    const saved = await action.run(steps.texts.changing, () => steps.change(sentTo!, code.trim()), steps.texts.changed);
    if (saved) {
      onChanged(saved);
      setSentTo(null);
      setNext('');
      setCode('');
    }
  };
  const startOver = () => {
    setSentTo(null);
    action.reset();
  };

  return { action, next, setNext, code, setCode, sentTo, error, submit: sentTo ? confirm : sendCode, startOver };
}
