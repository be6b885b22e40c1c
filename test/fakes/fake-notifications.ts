import { shopperMessage } from '../../src/domain';
import type { Notifications, Toast, ToastKind } from '../../src/ports/notifications';

/**
 * The toast list in memory, as the real one keeps it (the notifications contract holds both), without the timers
 * that take success and error toasts away: a test reads what is on screen until it is replaced or dismissed.
 */
export class FakeNotifications implements Notifications {
  /** Every toast the shop asked for, in order and in the words it passed (before `shopperMessage`), even those gone since. */
  readonly history: Toast[] = [];
  private toasts: Toast[] = [];
  private listeners = new Set<(t: Toast[]) => void>();
  private next = 0;
  private carried = new Set<string>();

  loading(message: string) { return this.push('loading', message); }
  success(message: string, id?: string) { return this.push('success', message, id); }
  error(message: string, id?: string) { return this.push('error', message, id); }
  info(message: string) { return this.push('info', message); }
  dismiss(id: string) {
    this.carried.delete(id);
    if (!this.toasts.some((t) => t.id === id)) return;
    this.toasts = this.toasts.filter((t) => t.id !== id);
    this.emit();
  }
  dismissAllButProgress() {
    const kept = this.toasts.filter((t) => t.kind === 'loading' || this.carried.has(t.id));
    this.carried.clear();
    if (kept.length === this.toasts.length) return;
    this.toasts = kept;
    this.emit();
  }
  carryToNextPage(id: string) {
    if (this.toasts.some((t) => t.id === id)) this.carried.add(id);
  }
  subscribe(listener: (t: Toast[]) => void) {
    this.listeners.add(listener);
    listener(this.toasts);
    return () => this.listeners.delete(listener);
  }
  /** The toasts on screen now. */
  current(): Toast[] {
    return this.toasts;
  }
  messages(kind?: ToastKind): string[] {
    return this.history.filter((t) => !kind || t.kind === kind).map((t) => t.message);
  }
  private push(kind: ToastKind, asked: string, id?: string) {
    const message = kind === 'error' ? shopperMessage(asked) : asked;
    // The same words again renew the toast on screen; with an id of its own, the older copy goes.
    const twin = this.toasts.find((t) => t.message === message && t.kind === kind && t.id !== id);
    if (twin && id) this.toasts = this.toasts.filter((t) => t !== twin);
    const toast = { id: id ?? twin?.id ?? `t${++this.next}`, kind, message };
    this.history.push({ ...toast, message: asked });
    if (kind === 'success') this.toasts = this.toasts.filter((t) => t.kind !== 'error' || t.id === toast.id);
    const index = this.toasts.findIndex((t) => t.id === toast.id);
    this.toasts = index >= 0 ? this.toasts.map((t, i) => (i === index ? toast : t)) : [...this.toasts, toast];
    this.emit();
    return toast.id;
  }
  private emit() {
    for (const l of [...this.listeners]) l(this.toasts);
  }
}
