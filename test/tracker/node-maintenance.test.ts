// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NodeMaintenance } from '../../src/tracker/dom/node-maintenance';
import { NodeRegistry } from '../../src/tracker/dom/node-registry';

afterEach(() => vi.useRealTimers());

describe('Node maintenance', () => {
  it('every 30000 ms forgets nodes the page dropped, 2500 per batch with 50 ms between batches', () => {
    vi.useFakeTimers();
    const registry = new NodeRegistry();
    const kept = document.body.appendChild(document.createElement('div'));
    registry.bind(kept, -1, 0);
    for (let i = 0; i < 6000; i++) registry.bind(document.createElement('span'), 0, 0);
    let busy = false;
    const maintenance = new NodeMaintenance(registry, () => busy);
    maintenance.start();
    const bound = () => registry.nodes.filter((n) => n !== undefined).length;
    vi.advanceTimersByTime(29_999);
    expect(bound()).toBe(6001);
    vi.advanceTimersByTime(1);
    expect(bound()).toBe(6001 - 2499);
    busy = true; // records waiting for their RemoveNode: the sweep waits too
    vi.advanceTimersByTime(50);
    expect(bound()).toBe(6001 - 2499);
    busy = false;
    vi.advanceTimersByTime(50);
    expect(bound()).toBe(6001 - 4999);
    vi.advanceTimersByTime(50);
    expect(bound()).toBe(1);
    expect(registry.idOf(kept)).toBe(0);
    maintenance.stop();
  });
});
