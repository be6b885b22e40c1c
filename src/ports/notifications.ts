import { serviceToken } from './service-token';
export type ToastKind = 'loading' | 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

/** Toasts, bottom-right (001 §2). A loading toast is replaced by the success or error toast that shares its id. */
export interface Notifications {
  loading(message: string): string;
  success(message: string, id?: string): string;
  error(message: string, id?: string): string;
  info(message: string): string;
  dismiss(id: string): void;
  /** The listener hears the toasts shown now, at once, and then every change. */
  subscribe(listener: (toasts: Toast[]) => void): () => void;
}

export const Notifications = serviceToken<Notifications>('Notifications');
