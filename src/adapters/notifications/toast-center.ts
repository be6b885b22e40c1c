import type { Notifications, Toast, ToastKind } from '../../ports/notifications';
import { shopperMessage } from '../../domain/shop';

export interface ToastTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Success and error toasts leave by themselves after this long; loading and info stay until replaced or dismissed. */
export const TOAST_DISMISS_MS = 4000;

/** The toast list (001 §2: bottom-right), kept in memory; the UI subscribes and renders it. */
export class ToastCenter implements Notifications {
  private toasts: Toast[] = [];
  private readonly listeners = new Set<(toasts: Toast[]) => void>();
  private readonly timers = new Map<string, unknown>();
  /** Toasts raised for the page the shopper is being sent to: the next move on keeps them. */
  private readonly carried = new Set<string>();
  private next = 0;
  /** Where the technical text behind a shopper's error toast is logged; replaceable in tests. */
  logger: Pick<Console, 'error'> = console;

  constructor(
    private readonly clock: ToastTimers = {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    },
    private readonly dismissAfterMs = TOAST_DISMISS_MS,
  ) {}

  loading(message: string): string {
    return this.show('loading', message);
  }
  success(message: string, id?: string): string {
    return this.show('success', message, id);
  }
  /** A technical failure (a server fault, an answer that is not GraphQL) is shown in words a shopper understands. */
  error(message: string, id?: string): string {
    const shown = shopperMessage(message);
    if (shown !== message) this.logger.error(`[toast] shown as "${shown}": ${message}`);
    return this.show('error', shown, id);
  }
  info(message: string): string {
    return this.show('info', message);
  }

  dismiss(id: string): void {
    this.cancelTimer(id);
    this.carried.delete(id);
    const before = this.toasts.length;
    this.toasts = this.toasts.filter((t) => t.id !== id);
    if (this.toasts.length !== before) this.emit();
  }

  dismissAllButProgress(): void {
    const kept = this.toasts.filter((t) => t.kind === 'loading' || this.carried.has(t.id));
    this.carried.clear();
    if (kept.length === this.toasts.length) return;
    for (const t of this.toasts) if (!kept.includes(t)) this.cancelTimer(t.id);
    this.toasts = kept;
    this.emit();
  }

  carryToNextPage(id: string): void {
    if (this.toasts.some((t) => t.id === id)) this.carried.add(id);
  }

  subscribe(listener: (toasts: Toast[]) => void): () => void {
    this.listeners.add(listener);
    listener(this.toasts);
    return () => {
      this.listeners.delete(listener);
    };
  }

  current(): Toast[] {
    return this.toasts;
  }

  private show(kind: ToastKind, message: string, id?: string): string {
    // One toast per message: the same words again (a second press, a second failure) renew the toast on
    // screen instead of stacking a copy above it.
    const twin = this.toasts.find((t) => t.message === message && t.kind === kind && t.id !== id);
    if (twin && id) this.dismiss(twin.id);
    const toast: Toast = { id: id ?? twin?.id ?? `toast-${++this.next}`, kind, message };
    this.cancelTimer(toast.id);
    // A success means the shopper's latest attempt worked: error toasts from before it are stale and go.
    if (kind === 'success') {
      for (const stale of this.toasts.filter((t) => t.kind === 'error' && t.id !== toast.id)) this.cancelTimer(stale.id);
      this.toasts = this.toasts.filter((t) => t.kind !== 'error' || t.id === toast.id);
    }
    const index = this.toasts.findIndex((t) => t.id === toast.id);
    this.toasts = index >= 0 ? this.toasts.map((t, i) => (i === index ? toast : t)) : [...this.toasts, toast];
    if (kind === 'success' || kind === 'error') {
      this.timers.set(toast.id, this.clock.setTimeout(() => {
        this.timers.delete(toast.id);
        this.dismiss(toast.id);
      }, this.dismissAfterMs));
    }
    this.emit();
    return toast.id;
  }

  private cancelTimer(id: string): void {
    if (this.timers.has(id)) {
      this.clock.clearTimeout(this.timers.get(id));
      this.timers.delete(id);
    }
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener(this.toasts);
  }
}
