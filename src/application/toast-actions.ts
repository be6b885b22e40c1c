import type { Notifications } from '../ports/notifications';

/**
 * The one toast action the machines share: a machine declares `toastError` with the message as its params, and its
 * `...With(ports)` supplies this over the Notifications port.
 */
export function toastActionsWith(notifications: Notifications) {
  return {
    toastError: (_: unknown, params: { message: string }) => {
      notifications.error(params.message);
    },
  };
}
