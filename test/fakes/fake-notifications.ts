import type { Notifications, Toast, ToastKind } from '../../src/ports/notifications';

export class FakeNotifications implements Notifications {
  readonly history: Toast[] = [];
  private toasts: Toast[] = [];
  private listeners = new Set<(t: Toast[]) => void>();
  private next = 0;

  loading(message: string) { return this.push('loading', message); }
  success(message: string, id?: string) { return this.push('success', message, id); }
  error(message: string, id?: string) { return this.push('error', message, id); }
  info(message: string) { return this.push('info', message); }
  dismiss(id: string) {
    this.toasts = this.toasts.filter((t) => t.id !== id);
    this.emit();
  }
  subscribe(listener: (t: Toast[]) => void) {
    this.listeners.add(listener);
    listener(this.toasts);
    return () => this.listeners.delete(listener);
  }
  messages(kind?: ToastKind): string[] {
    return this.history.filter((t) => !kind || t.kind === kind).map((t) => t.message);
  }
  private push(kind: ToastKind, message: string, id?: string) {
    const toast = { id: id ?? `t${++this.next}`, kind, message };
    this.history.push(toast);
    this.toasts = [...this.toasts.filter((t) => t.id !== toast.id), toast];
    this.emit();
    return toast.id;
  }
  private emit() {
    for (const l of this.listeners) l(this.toasts);
  }
}
