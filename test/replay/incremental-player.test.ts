// @vitest-environment jsdom
// The timeline laid out batch by batch as a session streams in, and the player on it: it shows the
// first frame from the first batch, waits at the end of what has loaded, and a jump to a moment not
// loaded yet waits for it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTimeline, MAX_KEYFRAMES, modelAt, TimelineBuilder } from '../../src/replay/timeline';
import { Player, type Clock, type Stage } from '../../src/replay/player';
import { syntheticSession } from './synthetic-session';
import { pausedVisit, timedBatches } from './timed-batches';
import type { Message } from '../../src/protocol/messages';

const visit = () => [...timedBatches(pausedVisit(), Date.UTC(2026, 10, 27, 9), 1000)].map((b) => b.messages);

function grown(batches: Message[][], expectedDuration?: number): TimelineBuilder {
  const builder = new TimelineBuilder({ expectedDuration });
  for (const batch of batches) builder.append(batch);
  builder.finish();
  return builder;
}

/** A clock the test turns by hand. */
function manualClock(): Clock & { advance(ms: number): void } {
  let now = 0;
  let next: ((now: number) => void) | null = null;
  return {
    now: () => now,
    frame: (callback) => {
      next = callback;
      return 1;
    },
    cancel: () => {
      next = null;
    },
    advance(ms) {
      now += ms;
      const run = next;
      next = null;
      run?.(now);
    },
  };
}

const quietStage = (): Stage & { ticks: number[] } => {
  const ticks: number[] = [];
  return { ticks, viewport() {}, pointer() {}, click() {}, tick: (time) => ticks.push(time) };
};

const frameDocument = () => document.implementation.createHTMLDocument('replay');

describe('A timeline laid out as batches arrive', () => {
  it('property: batch by batch it is the timeline of the whole session (messages, events, idle stretches, keyframes)', () => {
    const batches = visit();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (expected) => {
        const whole = buildTimeline(batches);
        const { timeline } = grown(batches, whole.duration);
        expect(timeline.messages).toEqual(whole.messages);
        expect(timeline.events).toEqual(whole.events);
        expect(timeline.idle).toEqual(whole.idle);
        expect(timeline.keyframes.map((k) => k.index)).toEqual(whole.keyframes.map((k) => k.index));
        // whatever length was expected, any moment rebuilt from its keyframe is the same page
        const guessed = grown(batches, expected).timeline;
        for (const at of [0, 2500, 9000, whole.duration]) expect(modelAt(guessed, at).model).toEqual(modelAt(whole, at).model);
      }),
      { numRuns: 30 },
    );
  });

  it('keeps at most the keyframe cap when the session runs far past its expected length', () => {
    const session = syntheticSession(30 * 60_000, { batchEvery: 10_000 });
    const { timeline } = grown(session.messages, 60_000);
    expect(timeline.keyframes.length).toBeLessThanOrEqual(MAX_KEYFRAMES);
    expect(timeline.keyframes.length).toBeGreaterThan(MAX_KEYFRAMES / 2);
    expect(timeline.keyframes.every((k, i) => i === 0 || k.index > timeline.keyframes[i - 1].index)).toBe(true);
  });

  it('names the events of a growing session only once, and an input read from fields is dropped once the agent names inputs itself', () => {
    const builder = new TimelineBuilder();
    const t = (ms: number): Message => [0, 1000 + ms];
    builder.append([t(0), [7], [8, 1, 0, 0, 'body', false], [8, 2, 1, 0, 'input', false], [17, 2, 'Name']]);
    const typed = builder.append([t(2000), [18, 2, 'Rex', 0]]);
    expect(typed.events.map((e) => [e.kind, e.label, e.detail])).toEqual([['input', 'Name', 'Rex']]);
    expect(builder.append([t(2500), [18, 2, 'Rexy', 0]]).events).toEqual([]);
    expect(builder.timeline.events.map((e) => e.detail)).toEqual(['Rexy']);
    const named = builder.append([t(3000), [112, 2, 'Rexy', false, 'Name', 0, 2000]]);
    expect(named.reset).toBe(true);
    expect(builder.timeline.events.map((e) => [e.kind, e.label])).toEqual([['input', 'Name']]);
    expect(builder.timeline.events[0].time).toBe(3000);
  });
});

describe('The player on a session still loading', () => {
  it('shows the first frame from the first batch, plays to the end of what has loaded and waits there for the rest', () => {
    const batches = visit();
    const builder = new TimelineBuilder({ expectedDuration: 11_000 });
    builder.append(batches[0]);
    const doc = frameDocument();
    const clock = manualClock();
    const stage = quietStage();
    const player = new Player(builder.timeline, doc, stage, clock);
    expect(doc.body.querySelector('button')?.textContent).toBe('Add to Cart');
    const loadedUntil = builder.timeline.duration;
    expect(loadedUntil).toBeLessThan(11_000);

    player.idleSkipping = false;
    player.play();
    clock.advance(5000);
    expect(player.time).toBe(loadedUntil);
    expect(player.playing).toBe(true);
    expect(player.buffering).toBe(true);

    for (const batch of batches.slice(1)) builder.append(batch);
    builder.finish();
    player.grew();
    clock.advance(16);
    expect(player.buffering).toBe(false);
    // playing went on from where it waited, not by the time spent waiting
    expect(player.time).toBeLessThanOrEqual(loadedUntil + 16);
    clock.advance(20_000);
    expect(player.playing).toBe(false);
    expect(player.time).toBe(11_000);
  });

  it('waits for a moment not loaded yet, then shows the page as it was then', () => {
    const batches = visit();
    const builder = new TimelineBuilder({ expectedDuration: 11_000 });
    builder.append(batches[0]);
    const doc = frameDocument();
    const stage = quietStage();
    const player = new Player(builder.timeline, doc, stage, manualClock());
    const altAt = () => doc.querySelector('img')?.getAttribute('alt');
    expect(altAt()).toBe('icon 0');

    // a jump to 6 s (the icon then is 'icon 6000') before that part has arrived
    player.seek(6000);
    expect(player.waitingFor).toBe(6000);
    expect(stage.ticks.at(-1)).toBe(6000);
    expect(altAt()).toBe('icon 0');

    let fed = 1;
    while (builder.timeline.duration < 6000) {
      builder.append(batches[fed++]);
      player.grew();
    }
    expect(player.waitingFor).toBeNull();
    expect(player.time).toBe(6000);
    expect(altAt()).toBe('icon 6000');
    // a jump back into what has loaded is immediate
    player.seek(1000);
    expect(player.time).toBe(1000);
    expect(altAt()).toBe('icon 0');
  });

  it('ends a wait at the real end when the session turns out shorter than the moment asked for', () => {
    const batches = visit();
    const builder = new TimelineBuilder();
    builder.append(batches[0]);
    const player = new Player(builder.timeline, frameDocument(), quietStage(), manualClock());
    player.seek(60_000);
    for (const batch of batches.slice(1)) builder.append(batch);
    player.grew();
    expect(player.waitingFor).toBe(60_000);
    builder.finish();
    player.grew();
    expect(player.waitingFor).toBeNull();
    expect(player.time).toBe(11_000);
  });
});
