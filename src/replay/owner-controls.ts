// The signed-in owner's controls on every replay screen: sign out (a plain form, so it works
// whatever the page's script is doing).
import { el } from './format';

export function signOutForm(): HTMLFormElement {
  return el('form', { method: 'post', action: '/ingest/api/owner/sign-out', class: 'replay-sign-out' }, [
    el('button', { type: 'submit', class: 'link-button' }, ['Sign out']),
  ]) as HTMLFormElement;
}
