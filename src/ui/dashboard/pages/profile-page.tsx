import { useState, type FormEvent } from 'react';
import type { AccountProfile } from '../../../domain/account';
import { ActionStatus } from '../../account-kit/action-status';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useAction } from '../../account-kit/use-action';
import { useRemote } from '../../account-kit/use-remote';
import { FloatingInput } from '../../primitives/floating-input';
import { useCustomerAccount } from '../use-customer-account';
import { EmailChangeForm } from './email-change-form';
import { PhoneChangeForm } from './phone-change-form';

const FIELDS = [
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
  ['username', 'Username', 'username'],
  ['company', 'Company', 'organization'],
] as const;
type Field = (typeof FIELDS)[number][0];

function DetailsForm({ profile, onSaved }: { profile: AccountProfile; onSaved: (p: AccountProfile) => void }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const [values, setValues] = useState<Record<Field, string>>(() =>
    Object.fromEntries(FIELDS.map(([key]) => [key, profile[key] ?? ''])) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.first_name.trim()) found.first_name = 'Please enter your first name';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The phone is not among these: it signs in by text, so it changes only proved (PhoneChangeForm).
    const saved = await action.run('Saving your details…', () => repo.updateProfile(
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])),
    ), 'Your details are saved.');
    if (saved) onSaved(saved);
  };
  return (
    <form className="account-form" onSubmit={submit} aria-labelledby="details-title" noValidate>
      <h2 id="details-title">Your details</h2>
      {FIELDS.map(([key, label, autoComplete]) => (
        <FloatingInput
          key={key}
          name={key}
          label={label}
          autoComplete={autoComplete}
          value={values[key]}
          required={key === 'first_name'}
          error={errors[key] ?? null}
          onChange={(v) => setValues((s) => ({ ...s, [key]: v }))}
        />
      ))}
      <button type="submit" className="button button--primary" disabled={action.busy}>Save details</button>
      <ActionStatus state={action.state} />
    </form>
  );
}

/** /dashboard/profile: name, username and company (updateUserInfo); the e-mail and the phone change with a code. */
export function ProfilePage() {
  const title = usePageTitle('Profile');
  const repo = useCustomerAccount();
  const profile = useRemote('profile', () => repo.profile());
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RemoteView remote={profile} what="your profile">
        {(p) => (
          <div className="account-columns">
            <DetailsForm profile={p} onSaved={(saved) => profile.setData(() => saved)} />
            <EmailChangeForm email={p.email} onChanged={(saved) => profile.setData(() => saved)} />
            <PhoneChangeForm phone={p.phone ?? null} onChanged={(saved) => profile.setData(() => saved)} />
          </div>
        )}
      </RemoteView>
    </section>
  );
}

export default ProfilePage;
