/** The text a failed call carries, shown as-is in the error toast (000 §8: toasts carry the server message). */
export function serverMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong';
}
