import { describe, expect, it } from 'vitest';
import { buildTimeline, skipIdle } from '../../src/replay/timeline';
import { pausedVisit, timedBatches } from './timed-batches';

const batches = () => [...timedBatches(pausedVisit(), Date.UTC(2026, 10, 27, 9), 4000)].map((b) => b.messages);

describe('The replay timeline', () => {
  it('skips an 8 s pause although the page swaps its icon throughout: only input, scroll, navigation and resizes are activity', () => {
    const timeline = buildTimeline(batches());
    expect(timeline.idle).toEqual([[3000, 9500]]);
    expect(skipIdle(timeline, 4000)).toBe(9500);
  });

  it("lists each page once, with the title recorded for it, not the previous page's", () => {
    const pages = buildTimeline(batches()).events.filter((e) => e.kind === 'page');
    expect(pages.map((e) => [e.label, e.detail, e.time])).toEqual([['/', 'Pawprint', 0], ['/cart', 'Your cart · Pawprint', 10_500]]);
  });

  it('lists a reload of the same address (a new page number) as a page of its own', () => {
    const reload = [...timedBatches([...pausedVisit(), [12_000, [122, 'http://127.0.0.1/cart', '', 0, 'Your cart · Pawprint'], 2]], Date.UTC(2026, 10, 27, 9), 4000)];
    const pages = buildTimeline(reload.map((b) => b.messages)).events.filter((e) => e.kind === 'page');
    expect(pages.map((e) => e.label)).toEqual(['/', '/cart', '/cart']);
  });
});
