// The owners' sign-in page (/replay/sign-in): a plain form that posts to the ingest's owner
// sign-in and comes back to the replay address asked for. It runs no script, so it keeps to the
// replay page's policy as it is.
import { TOO_MANY_SIGN_INS, WRONG_SIGN_IN, safeNext } from '../ingest/owner-endpoints';

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function ownerSignInPage(query: URLSearchParams, formAction: string): string {
  const error = query.get('error');
  const message = error === 'too-many' ? TOO_MANY_SIGN_INS : error ? WRONG_SIGN_IN : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in · Session replays · Pawprint</title></head>
<body>
<main>
<h1>Sign in to watch recordings</h1>
<p>Session replays are for the site's owners. Sign in with your owner account.</p>
${message ? `<p role="alert">${escape(message)}</p>` : ''}
<form method="post" action="${escape(formAction)}">
<input type="hidden" name="next" value="${escape(safeNext(query.get('next')))}">
<p><label for="owner-email">E-mail</label><br><input id="owner-email" name="email" type="email" autocomplete="username" required></p>
<p><label for="owner-password">Password</label><br><input id="owner-password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>
</main>
</body>
</html>`;
}
