import type { Notifications } from '../ports/notifications';
import { serverMessage } from './cart/server-message';

/**
 * The toast actions every machine shares: a machine declares the ones it uses (`toastError` with the message, and
 * the id of a toast shown one at a time; `dismissToast` by that id; `clearToasts`, all but the progress toasts) as
 * no-ops, and its `...With(ports)` supplies these over the Notifications port.
 */
export function toastActionsWith(notifications: Notifications) {
  return {
    toastError: (_: unknown, params: { message: string; id?: string }) => {
      notifications.error(params.message, params.id);
    },
    dismissToast: (_: unknown, params: { id: string }) => notifications.dismiss(params.id),
    clearToasts: () => notifications.dismissAllButProgress(),
  };
}

/** The texts of a call the shopper is told about: the progress toast and what it turns into once the call is done. */
export interface CallToasts {
  /** Without one the call runs quietly and only a failure is told. */
  progress?: string;
  done?: string;
}

export interface CallToastOptions {
  /** The failure's text for the shopper (000 §8: by default the server's message as it is). */
  message?: (error: unknown) => string;
  /** A failure the caller handles itself: the progress toast is dismissed and nothing is told. */
  untold?: (error: unknown) => boolean;
}

/**
 * A call told with toasts (000 §8): the progress toast turns into the success toast, or into the failure's message;
 * the failure is thrown on to the caller.
 */
export async function withToasts<T>(
  notifications: Notifications, texts: CallToasts, work: () => Promise<T>, options: CallToastOptions = {},
): Promise<T> {
  const toastId = texts.progress ? notifications.loading(texts.progress) : undefined;
  try {
    const result = await work();
    if (toastId !== undefined && texts.done) notifications.success(texts.done, toastId);
    return result;
  } catch (error) {
    if (options.untold?.(error)) {
      if (toastId !== undefined) notifications.dismiss(toastId);
    } else {
      notifications.error((options.message ?? serverMessage)(error), toastId);
    }
    throw error;
  }
}
