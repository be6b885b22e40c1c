import { Suspense, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../application/session/error-message';
import type { AddressField } from '../../domain/shop';
import {
  BUSINESS_TYPES, MAX_SOCIAL_LINKS, retailerRequest, type RetailerApplicationForm, type RetailerApplicationProblems,
} from '../../domain/shop';
import { RetailerApplications } from '../../ports/retailer-applications';
import { useDocumentTitle } from '../app/document-title';
import { FeatureServices, useService } from '../app/services-context';
import { AlertBar } from '../primitives/alert-bar';
import { FloatingInput } from '../primitives/floating-input';
import { Spinner } from '../primitives/spinner';
import './feedback.css';

export const RETAILER_APPLICATION_TITLE = 'Apply for a wholesale account';

const EMPTY: RetailerApplicationForm = {
  business_name: '', business_type: '', contact_name: '', email: '', phone: '', social_links: '',
  shipping_address: { first_name: '', last_name: '', line1: '', line2: '', city: '', state: '', postal_code: '', country: 'US' },
};
const NO_PROBLEMS: RetailerApplicationProblems = { fields: {}, address: {} };

const ADDRESS_FIELDS: { field: AddressField; label: string; autoComplete: string; required: boolean }[] = [
  { field: 'first_name', label: 'First name', autoComplete: 'shipping given-name', required: true },
  { field: 'last_name', label: 'Last name', autoComplete: 'shipping family-name', required: true },
  { field: 'line1', label: 'Street address', autoComplete: 'shipping address-line1', required: true },
  { field: 'line2', label: 'Apartment, suite (optional)', autoComplete: 'shipping address-line2', required: false },
  { field: 'city', label: 'City', autoComplete: 'shipping address-level2', required: true },
  { field: 'state', label: 'State', autoComplete: 'shipping address-level1', required: true },
  { field: 'postal_code', label: 'ZIP code', autoComplete: 'shipping postal-code', required: true },
  { field: 'country', label: 'Country', autoComplete: 'shipping country', required: true },
];

function Confirmation({ name, email }: { name: string; email: string }) {
  return (
    <div className="feedback-done" role="status">
      <h2>Thank you! Your application is in.</h2>
      <p>
        We will look at <strong>{name}</strong>'s application and write to <strong>{email}</strong> within two business days.
        Once you are approved, sign in to order from the retailer shop.
      </p>
      <p><Link to="/">Back to the shop</Link></p>
    </div>
  );
}

function ApplicationForm() {
  const applications = useService(RetailerApplications);
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const set = (field: Exclude<keyof RetailerApplicationForm, 'shipping_address'>) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const setAddress = (field: AddressField) => (value: string) => setForm((f) => ({ ...f, shipping_address: { ...f.shipping_address, [field]: value } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = retailerRequest(form);
    if (!checked.ok) {
      setProblems(checked.problems);
      // The first field to fix gets the focus, so a keyboard or screen-reader user lands on it.
      requestAnimationFrame(() => (event.target as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems(NO_PROBLEMS);
    setBusy(true);
    try {
      const request = await applications.apply(checked.input);
      setSent({ name: request.business_name, email: checked.input.email });
    } catch (problem) {
      // The server's own words; everything typed stays in the form.
      setFailure(errorMessage(problem, 'Your application could not be sent. Please try again.'));
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  if (sent) return <Confirmation {...sent} />;
  const f = problems.fields;
  return (
    <form className="feedback-form" onSubmit={submit} noValidate aria-label="Wholesale application">
      {failure && <div ref={failureRef} tabIndex={-1}><AlertBar tone="error">{failure}</AlertBar></div>}
      <fieldset>
        <legend>Your business</legend>
        <FloatingInput label="Business name" name="business_name" autoComplete="organization" value={form.business_name} onChange={set('business_name')} error={f.business_name} required />
        <div className="feedback-field">
          <label htmlFor="business-type">Type of business</label>
          <select id="business-type" value={form.business_type} onChange={(e) => set('business_type')(e.target.value)} aria-invalid={!!f.business_type} aria-describedby={f.business_type ? 'business-type-error' : undefined}>
            <option value="">Choose one</option>
            {BUSINESS_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
          </select>
          {f.business_type && <p id="business-type-error" className="field-error">{f.business_type}</p>}
        </div>
      </fieldset>
      <fieldset>
        <legend>Contact</legend>
        <FloatingInput label="Contact name" name="contact_name" autoComplete="name" value={form.contact_name} onChange={set('contact_name')} error={f.contact_name} required />
        <FloatingInput label="E-mail" name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={f.email} required />
        <FloatingInput label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" value={form.phone} onChange={set('phone')} error={f.phone} hint={f.phone ? null : 'With its country code, for example +15125550100.'} required />
      </fieldset>
      <fieldset>
        <legend>Shipping address</legend>
        <div className="feedback-grid">
          {ADDRESS_FIELDS.map(({ field, label, autoComplete, required }) => (
            <FloatingInput key={field} label={label} name={`shipping-${field}`} autoComplete={autoComplete} value={String(form.shipping_address[field] ?? '')} onChange={setAddress(field)} error={problems.address[field]} required={required} />
          ))}
        </div>
      </fieldset>
      <div className="feedback-field">
        <label htmlFor="social-links">Website and social links (optional)</label>
        <textarea id="social-links" rows={3} value={form.social_links} onChange={(e) => set('social_links')(e.target.value)} aria-invalid={!!f.social_links} aria-describedby="social-links-hint" />
        <p id="social-links-hint" className="muted">One a line, up to {MAX_SOCIAL_LINKS}, for example https://instagram.com/yourshop.</p>
        {f.social_links && <p className="field-error">{f.social_links}</p>}
      </div>
      <button type="submit" className="button button--primary button--large" disabled={busy} aria-busy={busy}>
        {busy ? 'Sending your application…' : 'Send application'}
      </button>
    </form>
  );
}

/** /retailers/apply: a business asks to buy wholesale (createRetailerReq); reached from the footer and /retailers. */
export function RetailerApplicationPage() {
  useDocumentTitle(RETAILER_APPLICATION_TITLE);
  return (
    <div className="feedback-page">
      <h1>{RETAILER_APPLICATION_TITLE}</h1>
      <p>Stock Pawprint treats and chews in your shop, clinic or salon. Tell us about your business and we will set up your wholesale account.</p>
      <Suspense fallback={<Spinner label="Loading the form" />}>
        <FeatureServices feature="account">
          <ApplicationForm />
        </FeatureServices>
      </Suspense>
    </div>
  );
}

export default RetailerApplicationPage;
