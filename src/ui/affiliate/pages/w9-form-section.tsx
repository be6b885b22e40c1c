import { useId, useState, type FormEvent } from 'react';
import type { Form } from '../../../domain/account/account-entities';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { useAffiliate } from '../use-affiliate';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.pdf,image/png,image/jpeg';

const STATUS: Record<string, string> = {
  verified: 'Verified',
  pending: 'Waiting for review',
};

/** The latest W-9 form's status (lastForm) and a new upload (createForm); anything but verified or pending needs a new one. */
export function W9FormSection({ form, onUploaded }: { form: Form | null; onUploaded: () => Promise<void> }) {
  const repo = useAffiliate();
  const action = useAction();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fine = form?.verify === 'verified' || form?.verify === 'pending';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Please choose your signed W-9 (PDF, PNG or JPEG)');
    if (file.size > MAX_BYTES) return setError('The file is larger than 5 MB');
    setError(null);
    if (await action.run('Uploading the W-9…', () => repo.uploadW9Form(file.name), 'Your W-9 is uploaded and waits for review.')) {
      setFile(null);
      await onUploaded();
    }
  };
  return (
    <form className="account-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>W-9 form</h2>
      {form ? (
        <p className={fine ? '' : 'notice'}>
          Your latest W-9: <strong>{STATUS[form.verify ?? ''] ?? 'Not accepted'}</strong>
          {form.verifyMessage ? ` — ${form.verifyMessage}` : ''}
          {!fine && '. Please upload a new one.'}
        </p>
      ) : (
        <p className="notice">We need a signed W-9 form before paying out your earnings.</p>
      )}
      <label htmlFor={`${id}-file`}>{form ? 'Upload a new W-9' : 'Upload your W-9'}</label>
      <input id={`${id}-file`} type="file" accept={ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} aria-invalid={!!error} />
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="button" disabled={action.busy}>Upload W-9</button>
      <ActionStatus state={action.state} />
    </form>
  );
}
