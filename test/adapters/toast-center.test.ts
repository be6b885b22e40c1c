import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastCenter } from '../../src/adapters/notifications/toast-center';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a loading toast is replaced by the success toast sharing its id, which leaves after 4 s', () => {
    const toasts = new ToastCenter();
    const seen: string[][] = [];
    toasts.subscribe((list) => seen.push(list.map((t) => `${t.kind}:${t.message}`)));
    const id = toasts.loading('Adding item to cart...');
    toasts.success('Item added successfully!', id);
    expect(toasts.current()).toEqual([{ id, kind: 'success', message: 'Item added successfully!' }]);
    vi.advanceTimersByTime(3999);
    expect(toasts.current()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.current()).toEqual([]);
    expect(seen).toEqual([[], ['loading:Adding item to cart...'], ['success:Item added successfully!'], []]);
  });

  it('loading and info toasts stay until dismissed', () => {
    const toasts = new ToastCenter();
    const id = toasts.info('Hello');
    vi.advanceTimersByTime(60_000);
    expect(toasts.current()).toHaveLength(1);
    toasts.dismiss(id);
    expect(toasts.current()).toEqual([]);
  });

  it('a success clears the error toasts from before it: no stale error stays beside a successful add', () => {
    const toasts = new ToastCenter();
    toasts.error('Please enter a valid email and phone number');
    toasts.error('Email is not valid');
    const id = toasts.loading('Adding item to cart...');
    toasts.success('Item added to cart successfully!', id);
    expect(toasts.current()).toEqual([{ id, kind: 'success', message: 'Item added to cart successfully!' }]);
  });
});

describe('error toasts under fault mode', () => {
  it("show a shopper's message for a technical failure and log the technical text", () => {
    const toasts = new ToastCenter();
    const logged: unknown[][] = [];
    toasts.logger = { error: (...args: unknown[]) => logged.push(args) };
    toasts.error('Response not successful: Received status code 500');
    toasts.error('Cart not found!');
    expect(toasts.current().map((t) => t.message)).toEqual(['Something went wrong on our side. Please try again in a moment.', 'Cart not found!']);
    expect(logged).toHaveLength(1);
    expect(String(logged[0][0])).toContain('Response not successful: Received status code 500');
  });

  it('one toast per message: the same words again renew the toast on screen rather than stack a copy', () => {
    vi.useFakeTimers();
    const toasts = new ToastCenter();
    for (let i = 0; i < 4; i++) toasts.error('Sold Out');
    expect(toasts.current().map((t) => t.message)).toEqual(['Sold Out']);
    vi.advanceTimersByTime(3000);
    toasts.error('Sold Out');
    vi.advanceTimersByTime(3000);
    expect(toasts.current().map((t) => t.message)).toEqual(['Sold Out']);
    const id = toasts.loading('Adding item to bundle...');
    toasts.error('Sold Out', id);
    expect(toasts.current()).toEqual([{ id, kind: 'error', message: 'Sold Out' }]);
    vi.useRealTimers();
  });
});
