// @vitest-environment jsdom
// The offline buffer keeps what the worker reports in memory first: batches the ingest acknowledges
// within five seconds never touch local storage; what is still unsent then, or when the page is hidden,
// left or stopped, is written and read back with its identity.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_WRITE_DELAY_MS, OfflineBuffer } from '../../src/tracker/session/offline-buffer';
import { guardedStorage } from '../../src/tracker/session/safe-storage';

const KEY = 'test_offline_buffer';
const batch = (batchNum: number) => ({ pageNo: 3, batchNum, bytes: new Uint8Array([81, 1, batchNum, 250, 0]) });
const make = () => new OfflineBuffer(guardedStorage(() => window.localStorage), KEY);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => vi.useRealTimers());

describe('offline buffer', () => {
  it('writes reported batches only when they are still unsent after the delay', () => {
    const buffer = make();
    buffer.replace([batch(1)]);
    buffer.replace([batch(1), batch(2)]);
    expect(localStorage.getItem(KEY)).toBeNull();
    vi.advanceTimersByTime(OFFLINE_WRITE_DELAY_MS);
    expect(make().read().map((b) => [b.batchNum, Array.from(b.bytes)])).toEqual([
      [1, [81, 1, 1, 250, 0]],
      [2, [81, 1, 2, 250, 0]],
    ]);
  });

  it('batches acknowledged in time are never written', () => {
    const buffer = make();
    buffer.replace([batch(1)]);
    buffer.clear();
    vi.advanceTimersByTime(OFFLINE_WRITE_DELAY_MS * 2);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a hidden page writes at once, and persist() writes what is pending', () => {
    const buffer = make();
    buffer.replace([batch(1)]);
    buffer.persist();
    expect(make().read().map((b) => b.batchNum)).toEqual([1]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    buffer.replace([batch(1), batch(2)]);
    expect(make().read().map((b) => b.batchNum)).toEqual([1, 2]);
  });

  it('once storage holds nothing of it, "nothing unsent" costs no call into storage; what it wrote is removed', () => {
    const storage = guardedStorage(() => window.localStorage);
    const remove = vi.spyOn(storage, 'remove');
    const buffer = new OfflineBuffer(storage, KEY);
    localStorage.setItem(KEY, JSON.stringify([{ p: 3, n: 1, b: 'UQEB+gA=' }]));
    buffer.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    buffer.clear();
    buffer.clear();
    expect(remove).toHaveBeenCalledTimes(1);
    buffer.replace([batch(2)]);
    buffer.persist();
    expect(localStorage.getItem(KEY)).not.toBeNull();
    buffer.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(remove).toHaveBeenCalledTimes(2);
    // A start reads what another page left: it is removed once acknowledged.
    localStorage.setItem(KEY, JSON.stringify([{ p: 3, n: 4, b: 'UQEE+gA=' }]));
    expect(buffer.read().map((b) => b.batchNum)).toEqual([4]);
    buffer.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
