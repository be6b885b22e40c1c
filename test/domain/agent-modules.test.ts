import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANVAS_QUALITY,
  MAX_CONSOLE_CHARS,
  acceptsWebSocketMessage,
  canvasSettings,
  consoleText,
  exceptionParts,
  flagsEnabled,
  flagsOf,
  isFlagOn,
  persistentFlags,
  rateVital,
  readSnapshotName,
  readVitalValue,
  snapshotName,
  tagsOf,
  usableTagSelector,
  vitalValue,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
} from '../../src/domain';

describe('Web vitals (001 §9)', () => {
  it('rates each vital by the spec thresholds: good up to the first, poor above the second', () => {
    expect([rateVital('FCP', 1800), rateVital('FCP', 1801), rateVital('FCP', 3000), rateVital('FCP', 3001)]).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect([rateVital('LCP', 2500), rateVital('LCP', 4001)]).toEqual(['good', 'poor']);
    expect([rateVital('CLS', 0.1), rateVital('CLS', 0.2), rateVital('CLS', 0.26)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rateVital('INP', 200), rateVital('INP', 500), rateVital('INP', 501)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rateVital('TTFB', 800), rateVital('TTFB', 1800), rateVital('TTFB', 1801)]).toEqual(['good', 'needs-improvement', 'poor']);
    fc.assert(
      fc.property(fc.constantFrom(...VITAL_NAMES), fc.double({ min: 0, max: 10_000, noNaN: true }), (name, value) => {
        const read = readVitalValue(vitalValue(name, value))!;
        expect(read.rating).toBe(rateVital(name, value));
        expect(Math.abs(read.value - value)).toBeLessThanOrEqual(name === 'CLS' ? 0.001 : 0.5);
        const [good, poor] = VITAL_THRESHOLDS[name];
        expect(read.rating === 'good').toBe(value <= good);
        expect(read.rating === 'poor').toBe(value > poor);
      }),
    );
  });
});

describe('Console lines and errors', () => {
  it('stringifies any arguments without throwing, masks secrets, and caps the size', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 5 }), (args) => {
        const text = consoleText(args);
        expect(typeof text).toBe('string');
        expect(text.length).toBeLessThanOrEqual(MAX_CONSOLE_CHARS + 1);
      }),
    );
    const cyclic: Record<string, unknown> = { name: 'rex' };
    cyclic.self = cyclic;
    expect(consoleText(['cart', cyclic])).toBe('cart {"name":"rex","self":"[Circular]"}');
    expect(consoleText([{ password: 'hunter2', user: 'ann@example.com' }])).toBe('{"password":"******","user":"***************"}');
    expect(consoleText(['x'.repeat(MAX_CONSOLE_CHARS * 2)])).toHaveLength(MAX_CONSOLE_CHARS + 1);
    const throwing = { get boom() { throw new Error('no'); } };
    expect(typeof consoleText([throwing, Symbol('s'), 10n, undefined, null])).toBe('string');
    expect(exceptionParts(new TypeError('card 4242424242424242 declined'))).toMatchObject({ name: 'TypeError', message: 'card **************** declined' });
    expect(exceptionParts('plain reason')).toMatchObject({ name: 'Unhandled rejection', message: 'plain reason' });
  });
});

describe('WebSocket messages (001 §5)', () => {
  it('skips non-string channels or messages, messages over 5242880 characters, channels over 255', () => {
    expect(acceptsWebSocketMessage('cart', '{"id":1}')).toBe(true);
    expect(acceptsWebSocketMessage(1, 'x')).toBe(false);
    expect(acceptsWebSocketMessage('cart', { id: 1 })).toBe(false);
    expect(acceptsWebSocketMessage('c'.repeat(255), 'x')).toBe(true);
    expect(acceptsWebSocketMessage('c'.repeat(256), 'x')).toBe(false);
    expect(acceptsWebSocketMessage('cart', 'm'.repeat(5_242_880))).toBe(true);
    expect(acceptsWebSocketMessage('cart', 'm'.repeat(5_242_881))).toBe(false);
  });
});

describe('Feature flags (001 §3, §6, §7)', () => {
  it('reads flags, keeps persistent ones, and obeys the features reply', () => {
    const flags = flagsOf({ flags: [{ key: 'new-cart', value: true, is_persist: true }, { key: 'theme', value: 'dark', is_persist: false }, { key: 'off', value: false, is_persist: false }, { key: 1, value: true }, null] });
    expect(flags.map((f) => f.key)).toEqual(['new-cart', 'theme', 'off']);
    expect([isFlagOn(flags, 'new-cart'), isFlagOn(flags, 'theme'), isFlagOn(flags, 'off'), isFlagOn(flags, 'missing')]).toEqual([true, true, false, false]);
    expect(persistentFlags([{ key: 'kept', value: 'a', is_persist: true }], flags).map((f) => f.key)).toEqual(['kept', 'new-cart']);
    expect([flagsEnabled(undefined), flagsEnabled(['feature-flags']), flagsEnabled(['usability-test']), flagsEnabled([])]).toEqual([true, true, false, false]);
    fc.assert(fc.property(fc.anything(), (reply) => void flagsOf(reply)));
  });
});

describe('Tags (001 §5, §9)', () => {
  it('keeps tags with an id and a selector whose attribute values are under 100 characters', () => {
    expect(tagsOf({ tags: [{ id: 1, selector: '#add-to-cart' }, { id: 2, selector: `[data-x="${'a'.repeat(100)}"]` }, { id: 3, selector: `[data-x="${'a'.repeat(99)}"]` }, { id: 'x', selector: 'p' }, { id: 4, selector: '' }] })).toEqual([
      { id: 1, selector: '#add-to-cart' },
      { id: 3, selector: `[data-x="${'a'.repeat(99)}"]` },
    ]);
    expect(usableTagSelector("button[aria-label='Add to Cart']")).toBe(true);
    fc.assert(fc.property(fc.anything(), (reply) => void tagsOf(reply)));
  });
});

describe('Canvas snapshots (001 §9)', () => {
  it('follows the start reply: off unless enabled, one image per 1000/fps ms, quality low 0.35 / medium 0.55 / high 0.8', () => {
    expect(canvasSettings({ canvasEnabled: false, canvasFPS: 4 })).toBeNull();
    expect(canvasSettings({ canvasEnabled: true, canvasFPS: 4, canvasQuality: 'low' })).toEqual({ intervalMs: 250, quality: 0.35 });
    expect(canvasSettings({ canvasEnabled: true, canvasQuality: 'high' })).toEqual({ intervalMs: 1000, quality: CANVAS_QUALITY.high });
    expect(canvasSettings({ canvasEnabled: true, canvasQuality: 'ultra', canvasFPS: -1 })).toEqual({ intervalMs: 1000, quality: 0.55 });
  });

  it('names each file by creation time, canvas id and image id, and reads the name back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.nat(100000), fc.nat(100000), (createdAt, canvasId, imageId) => {
        const name = snapshotName(createdAt, canvasId, imageId);
        expect(name).toBe(`${createdAt}_${canvasId}_${imageId}.webp`);
        expect(readSnapshotName(`canvas-${name}`)).toEqual({ createdAt, canvasId, imageId });
      }),
    );
    expect(readSnapshotName('../../etc/passwd')).toBeNull();
  });
});

describe("The agent's log levels (001 §9)", () => {
  it('verbose 5, log 4, warnings 3, errors 2, silent 0: a line prints at its level and above', async () => {
    const { LOG_LEVELS, logLevelOf, printsAt, debugReportBody } = await import('../../src/domain');
    expect(LOG_LEVELS).toEqual({ verbose: 5, log: 4, warnings: 3, errors: 2, silent: 0 });
    expect([logLevelOf(undefined), logLevelOf('silent'), logLevelOf(5), logLevelOf(9), logLevelOf('loud')]).toEqual([3, 0, 5, 3, 3]);
    expect([printsAt(3, 'warnings'), printsAt(3, 'errors'), printsAt(3, 'log'), printsAt(0, 'errors'), printsAt(5, 'verbose')]).toEqual([true, true, false, false, true]);
    expect(debugReportBody('start', new Error('Unknown error'))).toEqual({ context: 'start', error: 'Error: Unknown error' });
  });
});
