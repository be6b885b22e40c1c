import { CART_TOASTS, type Cart } from '../../domain';
import type { CartKey, CartRepository } from '../../ports/cart-repository';
import type { Notifications } from '../../ports/notifications';
import type { LiveCart } from './live-cart';
import { withToasts } from '../toast-actions';

export type CartMutation =
  | { kind: 'quantity'; itemId: string; quantity: number }
  | { kind: 'bundleQuantity'; bundleId: string; skuId: string; quantity: number }
  | { kind: 'remove'; itemId: string }
  | { kind: 'removeFromBundle'; bundleId: string; skuId: string }
  | { kind: 'addToBundle'; bundleId: string; skuId: string; quantity: number }
  | { kind: 'select'; itemId: string; value: boolean }
  /** This line alone is selected, every other one not (selectOnlyCartItem): a 'Buy only this'. */
  | { kind: 'selectOnly'; itemId: string };

/** What the panel shows before the server answers: the last value asked for each line (reconciled on drain). */
export interface PendingView {
  quantities: ReadonlyMap<string, number>;
  removed: ReadonlySet<string>;
  busy: boolean;
}

interface Job {
  /** A queued change, or another cart call (an add) that must not interleave with the changes. */
  mutation: CartMutation | null;
  work?: () => Promise<void>;
  waiters: { resolve: () => void }[];
}

/** The line a mutation aims at; two mutations with the same target and kind supersede each other. */
export const lineKey = (itemId: string, skuId?: string) => (skuId ? `${itemId}/${skuId}` : itemId);

function target(m: CartMutation): string {
  switch (m.kind) {
    case 'quantity':
    case 'remove':
    case 'select':
    case 'selectOnly':
      return lineKey(m.itemId);
    case 'bundleQuantity':
    case 'removeFromBundle':
    case 'addToBundle':
      return lineKey(m.bundleId, m.skuId);
  }
}

// A removal makes any queued quantity change of that line pointless. (A change of the same kind is folded
// into the queued one instead, and only where nothing of the line that must stay in order lies between.)
const supersedes = (next: CartMutation, queued: CartMutation): boolean =>
  target(next) === target(queued) &&
  ((next.kind === 'remove' && queued.kind === 'quantity') ||
    (next.kind === 'removeFromBundle' && queued.kind === 'bundleQuantity'));

/** Changes whose second click while the first is on its way means the same thing: send it once. */
const REPEATABLE_ONCE = new Set<CartMutation['kind']>(['remove', 'removeFromBundle', 'addToBundle', 'selectOnly']);

/** Two changes of the same line whose order does not matter (the stepper and the checkbox of one line). */
const commute = (a: CartMutation, b: CartMutation): boolean => {
  const pair = new Set([a.kind, b.kind]);
  return pair.size === 2 && pair.has('quantity') && pair.has('select');
};

const TOASTS: Record<CartMutation['kind'], [string, string]> = {
  quantity: [CART_TOASTS.updatingQuantity, CART_TOASTS.quantityUpdated],
  bundleQuantity: [CART_TOASTS.updatingQuantity, CART_TOASTS.quantityUpdated],
  remove: [CART_TOASTS.removeItem, CART_TOASTS.itemRemoved],
  removeFromBundle: [CART_TOASTS.removingItem, CART_TOASTS.itemRemoved],
  addToBundle: [CART_TOASTS.addingToBundle, CART_TOASTS.addedToBundle],
  select: ['', ''],
  selectOnly: ['', ''],
};

/**
 * Cart mutations run one at a time per cart, in order, so rapid stepper clicks or several remove buttons never
 * lose or duplicate an update. A queued change of a line is replaced by a newer one of the same line (last wins).
 * After each call the shown cart is the server's answer; after a failure the cart is fetched again.
 */
export class CartMutationQueue {
  private queue: Job[] = [];
  private running: Job | null = null;
  private listeners = new Set<(view: PendingView) => void>();
  private view: PendingView = { quantities: new Map(), removed: new Set(), busy: false };

  constructor(
    private readonly repo: CartRepository,
    private readonly notifications: Notifications,
    /** Where the queue reads the cart it works on and hands the server's answers. */
    private readonly live: Pick<LiveCart, 'snapshot' | 'received' | 'resync'>,
  ) {}

  /** Queues a change; resolves when it (or the newer change that replaced it) has been answered. */
  enqueue(mutation: CartMutation): Promise<void> {
    return new Promise<void>((resolve) => {
      // A second click of the same change joins the first: a queued one takes the newest value and keeps its
      // place, a removal or an add already on its way is not sent twice. Never across another change of the
      // line that does not commute with it (remove, then add again, must stay in that order).
      const host = this.foldInto(mutation);
      if (host) {
        if (host !== this.running) host.mutation = mutation;
        host.waiters.push({ resolve });
        this.publish();
        return;
      }
      const superseded = this.queue.filter((job) => job.mutation !== null && supersedes(mutation, job.mutation));
      this.queue = this.queue.filter((job) => !superseded.includes(job));
      const waiters = superseded.flatMap((job) => job.waiters);
      const job: Job = { mutation, waiters: [...waiters, { resolve }] };
      this.queue.push(job);
      this.publish();
      void this.pump();
    });
  }

  /** The job a new change can be folded into without reordering the changes of its line, if any. */
  private foldInto(mutation: CartMutation): Job | null {
    const jobs = [...(this.running ? [this.running] : []), ...this.queue];
    for (let i = jobs.length - 1; i >= 0; i--) {
      const job = jobs[i];
      const other = job.mutation;
      if (!other || target(other) !== target(mutation)) continue;
      if (other.kind === mutation.kind) {
        // A value already sent cannot take a new one; a removal or an add on its way is the same click again.
        if (job === this.running) return REPEATABLE_ONCE.has(mutation.kind) ? job : null;
        return job;
      }
      if (!commute(mutation, other)) return null;
    }
    return null;
  }

  /** Runs another cart call (an add) in the same line, so it never interleaves with queued changes. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        mutation: null,
        work: () => work().then(resolve, reject),
        waiters: [],
      };
      this.queue.push(job);
      this.publish();
      void this.pump();
    });
  }

  /** Resolves once nothing is queued or running. */
  idle(): Promise<void> {
    if (!this.running && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const off = this.subscribe((view) => {
        if (!view.busy) {
          off();
          resolve();
        }
      });
    });
  }

  pending(): PendingView {
    return this.view;
  }

  subscribe(listener: (view: PendingView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    const next = this.queue.shift();
    if (!next) return;
    this.running = next;
    try {
      if (next.mutation) await this.execute(next.mutation);
      else await next.work?.();
    } finally {
      this.running = null;
      next.waiters.forEach((w) => w.resolve());
      this.publish();
      void this.pump();
    }
  }

  private async execute(m: CartMutation): Promise<void> {
    const key = this.live.snapshot().key;
    if (!key) return;
    const [progress, done] = TOASTS[m.kind];
    try {
      this.live.received(await withToasts(this.notifications, { progress, done }, () => this.call(key, m)));
    } catch {
      this.live.resync();
    }
  }

  private call(key: CartKey, m: CartMutation): Promise<Cart> {
    switch (m.kind) {
      case 'quantity':
        return this.repo.updateQuantity(key, m.itemId, m.quantity);
      case 'bundleQuantity':
        return this.repo.updateBundleQuantity(key, m.bundleId, m.skuId, m.quantity);
      case 'remove':
        return this.repo.removeItem(key, m.itemId);
      case 'removeFromBundle':
        return this.repo.removeFromBundle(key, m.bundleId, m.skuId);
      case 'addToBundle':
        return this.repo.addItemToBundle(key, m.bundleId, { type: 'good', sku_id: m.skuId, quantity: m.quantity });
      case 'select':
        return this.repo.selectItem(key, m.itemId, m.value);
      case 'selectOnly':
        return this.repo.selectOnlyItem(key, m.itemId);
    }
  }

  private publish(): void {
    const quantities = new Map<string, number>();
    const removed = new Set<string>();
    const jobs = [...(this.running ? [this.running] : []), ...this.queue];
    for (const { mutation: m } of jobs) {
      if (!m) continue;
      if (m.kind === 'quantity' || m.kind === 'bundleQuantity') quantities.set(target(m), m.quantity);
      if (m.kind === 'remove' || m.kind === 'removeFromBundle') removed.add(target(m));
    }
    this.view = { quantities, removed, busy: jobs.length > 0 };
    for (const listener of this.listeners) listener(this.view);
  }
}
