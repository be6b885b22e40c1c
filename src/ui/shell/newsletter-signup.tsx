import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../application/session/error-message';
import { isValidEmail } from '../../domain/shop';
import { normalizeEmail } from '../../domain/email';
import { EMAIL_NOT_VALID_MESSAGE } from '../../domain/messages';
import { Newsletter } from '../../ports/newsletter';
import { useService } from '../app/services-context';

// 000 §7 names addToList (an e-mail marketing list) without a place or words; the footer holds it (docs/decisions.md).
export const NEWSLETTER_TITLE = 'Get our newsletter';
export const NEWSLETTER_DONE = "Thanks! You're on the list.";

/** The footer's newsletter sign-up: the e-mail checked by the domain's rule, then addToList. */
export function NewsletterSignup() {
  const newsletter = useService(Newsletter);
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!isValidEmail(address)) return setState({ kind: 'error', message: EMAIL_NOT_VALID_MESSAGE });
    setState({ kind: 'busy' });
    try {
      await newsletter.subscribe(address);
      setState({ kind: 'done' });
      setEmail('');
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  };
  return (
    <form className="site-footer__newsletter" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="site-footer__heading">{NEWSLETTER_TITLE}</h2>
      <label htmlFor={`${id}-email`}>E-mail</label>
      <div className="site-footer__newsletter-row">
        <input
          id={`${id}-email`}
          type="email"
          name="newsletter-email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={state.kind === 'error'}
          aria-describedby={state.kind === 'error' || state.kind === 'done' ? `${id}-result` : undefined}
        />
        <button type="submit" className="button button--primary" disabled={state.kind === 'busy'} aria-busy={state.kind === 'busy'}>
          Sign up
        </button>
      </div>
      {state.kind === 'error' && <p id={`${id}-result`} role="alert">{state.message}</p>}
      {state.kind === 'done' && <p id={`${id}-result`} role="status">{NEWSLETTER_DONE}</p>}
    </form>
  );
}
