import { gql } from './gql';
import type { User } from '../../../domain/shop';
import type { AuthResult } from '../../../ports/account-repository';
import { USER_FIELDS } from './fragments';

const AUTH_RESULT = `access_token user { ${USER_FIELDS} }`;

// 000 §7 me: only asked when logged in.
export const MeQuery = gql<{ me: User | null }, Record<string, never>>(`query Me { me { ${USER_FIELDS} } }`);

export const AuthMeQuery = gql<{ authMe: AuthResult | null }, Record<string, never>>(`query AuthMe { authMe { ${AUTH_RESULT} } }`);

export const RegisterMutation = gql<
  { register: AuthResult },
  { input: { email: string; password: string; first_name?: string; last_name?: string; phone?: string } }
>(`mutation Register($input: RegisterInput!) { register(input: $input) { ${AUTH_RESULT} } }`);

export const LoginMutation = gql<{ login: AuthResult }, { input: { email: string; password: string } }>(`
  mutation Login($input: LoginInput!) { login(input: $input) { ${AUTH_RESULT} } }
`);

export const GetVerifyMutation = gql<
  { getVerify: { status: string; channel?: string | null; to?: string | null } },
  { to: string; channel: string; recaptchaToken?: string | null }
>(`
  mutation GetVerify($to: String!, $channel: String!, $recaptchaToken: String) {
    getVerify(to: $to, channel: $channel, recaptchaToken: $recaptchaToken) { status channel to }
  }
`);

export const VerifyOtpMutation = gql<
  { verifyOTP: AuthResult },
  { code: string; channel: string; to: string; cart?: string | null; onCreate?: boolean | null }
>(`
  mutation VerifyOTP($code: String!, $channel: String!, $to: String!, $cart: ID, $onCreate: Boolean) {
    verifyOTP(code: $code, channel: $channel, to: $to, cart: $cart, onCreate: $onCreate) { ${AUTH_RESULT} }
  }
`);

export const GetVerifyFromGiftMutation = gql<
  { getVerifyFromGift: { status: string; channel?: string | null; to?: string | null } },
  { email: string; phone?: string | null }
>(`
  mutation GetVerifyFromGift($email: String!, $phone: String) { getVerifyFromGift(email: $email, phone: $phone) { status channel to } }
`);

export const RegisterFromGiftMutation = gql<
  { registerFromGift: AuthResult },
  { email: string; phone?: string | null; first_name?: string | null; last_name?: string | null; coupon: string; otp: string }
>(`
  mutation RegisterFromGift($email: String!, $phone: String, $first_name: String, $last_name: String, $coupon: String!, $otp: String!) {
    registerFromGift(email: $email, phone: $phone, first_name: $first_name, last_name: $last_name, coupon: $coupon, otp: $otp) { ${AUTH_RESULT} }
  }
`);

// updateUserContact is the dashboard's (the profile's proved phone change): adapters/graphql/dashboard-documents.ts.

export const CheckIfUserExistMutation = gql<{ checkIfUserExist: boolean }, { email?: string | null; phone?: string | null }>(`
  mutation CheckIfUserExist($email: String, $phone: String) { checkIfUserExist(email: $email, phone: $phone) }
`);

export const CreateEmailVerificationMutation = gql<{ createEmailVerification: { id: string; status: string } }, Record<string, never>>(`
  mutation CreateEmailVerification { createEmailVerification { id status createdAt updatedAt } }
`);

export const VerifyEmailMutation = gql<{ verifyEmail: { id: string; status: string } }, { token: string }>(`
  mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { id status createdAt updatedAt } }
`);

/** Operation names after whose success the session is a fresh one (re-arms the auth-error guard). */
export const SIGN_IN_OPERATIONS: ReadonlySet<string> = new Set(['Login', 'Register', 'VerifyOTP', 'RegisterFromGift']);

// 000 §7 addToList(input): an e-mail marketing list; the input's fields are not shown (docs/decisions.md).
export const AddToListMutation = gql<{ addToList: { ok: boolean } }, { input: { email: string; list: string } }>(`
  mutation AddToList($input: JSON!) { addToList(input: $input) { ok } }
`);
