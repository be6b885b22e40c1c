import { useState, type FormEvent } from 'react';
import type { BankAccount, BankAccountInput } from '../../../domain/account';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { FloatingInput } from '../../primitives/floating-input';
import { useAffiliate } from '../use-affiliate';

/** A US routing number: nine digits whose weighted sum (3, 7, 1) is a multiple of ten. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = value.split('').map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** Adds the payout bank account, or updates it (addBankAccount / updateBankAccount). */
export function BankAccountForm({ account, onSaved }: { account: BankAccount | null; onSaved: () => Promise<void> }) {
  const repo = useAffiliate();
  const action = useAction();
  const [values, setValues] = useState<BankAccountInput>({
    name: account?.name ?? '', bank_name: account?.bank_name ?? '', account_number: '', routing_number: account?.routing_number ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof BankAccountInput) => (v: string) => setValues((s) => ({ ...s, [key]: v }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.name?.trim()) found.name = 'Please enter the account holder';
    if (!values.bank_name.trim()) found.bank_name = 'Please enter the bank';
    if (!/^\d{4,17}$/.test(values.account_number.trim())) found.account_number = 'Account number is 4 to 17 digits';
    if (!isRoutingNumber(values.routing_number.trim())) found.routing_number = 'Routing number is not valid';
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = { name: values.name!.trim(), bank_name: values.bank_name.trim(), account_number: values.account_number.trim(), routing_number: values.routing_number.trim() };
    const saved = await action.run('Saving the bank account…', () => (account ? repo.updateBankAccount(input) : repo.addBankAccount(input)), 'Your bank account is saved.');
    if (saved) {
      setValues((s) => ({ ...s, account_number: '' }));
      await onSaved();
    }
  };
  return (
    <form className="account-form" onSubmit={submit} aria-labelledby="bank-title" noValidate>
      <h2 id="bank-title">Bank account</h2>
      {account ? (
        <p>Payouts go to <strong>{account.bank_name}</strong> account ending in {account.account_number.slice(-4)}.</p>
      ) : (
        <p className="notice">Add the bank account your earnings are paid to.</p>
      )}
      <FloatingInput name="holder" label="Account holder" autoComplete="name" value={values.name ?? ''} onChange={set('name')} error={errors.name} required />
      <FloatingInput name="bank" label="Bank name" value={values.bank_name} onChange={set('bank_name')} error={errors.bank_name} required />
      <FloatingInput name="routing" label="Routing number" inputMode="numeric" value={values.routing_number} onChange={set('routing_number')} error={errors.routing_number} required />
      <FloatingInput name="account" label={account ? 'Account number (enter again to change)' : 'Account number'} inputMode="numeric" value={values.account_number} onChange={set('account_number')} error={errors.account_number} required />
      <button type="submit" className="button button--primary" disabled={action.busy}>{account ? 'Update bank account' : 'Add bank account'}</button>
      <ActionStatus state={action.state} />
    </form>
  );
}
