import { useId, useState, type FormEvent } from 'react';
import type { Form } from '../../../domain/account';
import { checkW9File, W9_HEAD_BYTES } from '../../../domain/account';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { useAffiliate } from '../use-affiliate';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** The file's bytes as base64, a slice at a time (one call per byte would overflow the stack on a large file). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

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
    // The domain's rule by the file's own first bytes, as the server checks it again.
    const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
    const checked = checkW9File(file && bytes ? { size: file.size, head: bytes.subarray(0, W9_HEAD_BYTES) } : null);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    const upload = { name: file!.name, contentType: checked.contentType, base64: base64Of(bytes!) };
    if (await action.run('Uploading the W-9…', () => repo.uploadW9Form(upload), 'Your W-9 is uploaded and waits for review.')) {
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
      <input id={`${id}-file`} type="file" accept={ACCEPT} onChange={(e) => { setFile(e.target.files?.[0] ?? null); setError(null); }} aria-invalid={!!error} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="muted">A PDF, or a photo or scan of the signed page (PNG or JPEG), up to 700 KB.</p>
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="button" disabled={action.busy}>Upload W-9</button>
      <ActionStatus state={action.state} />
    </form>
  );
}
