// 000 §8, 001 §8: any of these inside an API error message ends the session.
export const AUTH_ERROR_MESSAGES = ['Not authenticated', 'Invalid token', 'jwt expired', 'Token is not valid'] as const;

export function isAuthError(message: string): boolean {
  return typeof message === 'string' && AUTH_ERROR_MESSAGES.some((m) => message.includes(m));
}
