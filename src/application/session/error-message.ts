/** The message a person should read for a failed call: the server's message when there is one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.replace(/^\[(GraphQL|Network)\]\s*/, '');
  }
  return fallback;
}
