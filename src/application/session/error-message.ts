import { shopperMessage } from '../../domain/shop';

/**
 * The message a person should read for a failed call: the server's message when there is one, in a shopper's
 * words when it is a technical one (a server fault, an answer that is not GraphQL).
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (typeof error === 'string' && error.trim()) return shopperMessage(error);
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return shopperMessage(message.replace(/^\[(GraphQL|Network)\]\s*/, ''));
  }
  return fallback;
}
