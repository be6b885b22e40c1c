import { serviceToken } from './service-token';
export type ToastKind = 'loading' | 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

/**
 * Toasts, bottom-right (001 §2). A loading (progress) toast is replaced by the success or error toast that shares its
 * id; the same words again renew the toast on screen rather than stack a copy; a success takes earlier errors away;
 * an error in technical words is shown in a shopper's (the domain's `shopperMessage`).
 */
export interface Notifications {
  loading(message: string): string;
  success(message: string, id?: string): string;
  error(message: string, id?: string): string;
  info(message: string): string;
  dismiss(id: string): void;
  /**
   * The shopper moved on (another page, an order placed): every toast goes but the progress of work still on its
   * way, whose outcome replaces it wherever the shopper is.
   */
  dismissAllButProgress(): void;
  /**
   * The toast `id` is news for the page the shopper is being sent to ('Your gift is in your wallet.' on the way to
   * the dashboard): the next move on keeps it, the one after takes it as any other. It still leaves after its time.
   */
  carryToNextPage(id: string): void;
  /** The listener hears the toasts shown now, at once, and then every change. */
  subscribe(listener: (toasts: Toast[]) => void): () => void;
}

export const Notifications = serviceToken<Notifications>('Notifications');
