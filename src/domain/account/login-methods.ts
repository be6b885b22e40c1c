// 001 §3 Login types: password, passwordless, SMS, MAIL. The sign-in page offers each way the API supports,
// plus creating an account; the settings' login default provider type says which comes first.
export type LoginMethod = 'password' | 'mail' | 'sms' | 'register';

export const LOGIN_METHODS: readonly LoginMethod[] = ['password', 'mail', 'sms', 'register'];

export const LOGIN_METHOD_LABELS: Record<LoginMethod, string> = {
  password: 'Password',
  mail: 'Code by e-mail',
  sms: 'Code by text',
  register: 'Create account',
};

/**
 * The method a login type opens with. 'passwordless' means a one-time code, and by e-mail when the type does
 * not name the channel; an unknown or missing type falls back to the password.
 */
export function defaultLoginMethod(providerType: string | null | undefined): LoginMethod {
  switch ((providerType ?? '').trim().toLowerCase()) {
    case 'mail':
    case 'email':
    case 'passwordless':
      return 'mail';
    case 'sms':
      return 'sms';
    default:
      return 'password';
  }
}

/** The methods in the order the page shows them: the default first, the others as listed. */
export function orderedLoginMethods(providerType: string | null | undefined): LoginMethod[] {
  const first = defaultLoginMethod(providerType);
  return [first, ...LOGIN_METHODS.filter((m) => m !== first)];
}

export const MINIMUM_PASSWORD_LENGTH = 8;
export const ONE_TIME_CODE_LENGTH = 6;

/** A one-time code as typed: digits only, at most six. */
export function cleanOneTimeCode(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH);
}
