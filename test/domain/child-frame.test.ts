import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHILD_FRAME_ID_SPAN,
  ChildFrameLine,
  childFrameSignalGaps,
  childIdBase,
  childRange,
  inChildRange,
  NESTED_FRAME_SLICES,
  isParentOrigin,
  parentOrigin,
  PLACEHOLDER_ID_OVERFLOW,
  readChildFrameId,
} from '../../src/domain';

describe('Child frame signal retries (001 §9)', () => {
  it('10 signals, the first gap 250 ms, each gap 1.5 times the one before', () => {
    const gaps = childFrameSignalGaps();
    expect(gaps).toHaveLength(10);
    expect(gaps.slice(0, 4)).toEqual([250, 375, 562.5, 843.75]);
    expect(gaps[9]).toBeCloseTo(250 * 1.5 ** 9, 6);
  });

  it('property: every gap grows by the factor from the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 1000 }), fc.double({ min: 1, max: 3, noNaN: true }), (n, first, growth) => {
        const gaps = childFrameSignalGaps(n, first, growth);
        expect(gaps).toHaveLength(n);
        if (n > 0) expect(gaps[0]).toBe(first);
        for (let i = 1; i < n; i++) expect(gaps[i] / gaps[i - 1]).toBeCloseTo(growth, 9);
      }),
    );
  });
});

describe('Cross-domain mode is limited to the parent domain setting (001 §6)', () => {
  it('an http(s) origin is the parent; a path is ignored; anything else is refused', () => {
    expect(parentOrigin('https://shop.example')).toBe('https://shop.example');
    expect(parentOrigin('https://shop.example:8443/any/path?q=1')).toBe('https://shop.example:8443');
    expect(parentOrigin('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173');
    for (const bad of ['*', '', '   ', 'shop.example', 'javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x', null, undefined, 42, {}]) {
      expect(parentOrigin(bad)).toBeNull();
    }
  });

  it('property: only a message from exactly that origin is the parent’s', () => {
    const site = fc
      .record({ scheme: fc.constantFrom('http', 'https'), host: fc.constantFrom('shop.example', 'frames.example', '127.0.0.1', 'localhost'), port: fc.option(fc.integer({ min: 1, max: 65535 })), path: fc.constantFrom('', '/', '/box?x=1') })
      .map(({ scheme, host, port, path }) => `${scheme}://${host}${port === null ? '' : `:${port}`}${path}`);
    fc.assert(
      fc.property(site, site, (setting, other) => {
        const origin = new URL(setting).origin;
        expect(isParentOrigin(setting, origin)).toBe(true);
        expect(isParentOrigin(setting, new URL(other).origin)).toBe(new URL(other).origin === origin);
        expect(isParentOrigin('*', origin)).toBe(false);
      }),
    );
  });
});

describe('A child frame’s ids (001 §6, §8 synthetic mode)', () => {
  it('order n starts at n × 99999999; past safe integers it is the placeholder id overflow', () => {
    expect(childIdBase(1)).toBe(99_999_999);
    expect(childIdBase(3)).toBe(3 * 99_999_999);
    const last = Math.floor((Number.MAX_SAFE_INTEGER + 1) / CHILD_FRAME_ID_SPAN) - 1;
    expect(() => childIdBase(last)).not.toThrow();
    expect(() => childIdBase(last + 1)).toThrow(PLACEHOLDER_ID_OVERFLOW);
    expect(() => childIdBase(0)).toThrow(PLACEHOLDER_ID_OVERFLOW);
    expect(() => childIdBase(1.5)).toThrow(PLACEHOLDER_ID_OVERFLOW);
    expect(PLACEHOLDER_ID_OVERFLOW).toBe('Placeholder id overflow');
  });

  it('property: ranges of different frames never overlap each other or the parent page’s ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90_000_000 }), fc.integer({ min: 1, max: 90_000_000 }), fc.nat({ max: CHILD_FRAME_ID_SPAN - 1 }), (a, b, offset) => {
        const id = childIdBase(a) + offset;
        expect(inChildRange(id, childIdBase(a))).toBe(true);
        expect(inChildRange(id, childIdBase(b))).toBe(a === b);
        expect(inChildRange(offset, childIdBase(a))).toBe(false); // the parent's own ids stay below every range
      }),
    );
  });
});

describe('A frame inside a child frame gets a slice of its parent’s ids', () => {
  it('the top page hands out order ranges; a child frame the upper half of its own, in 16 slices', () => {
    expect(childRange(2)).toEqual({ base: childIdBase(2), span: CHILD_FRAME_ID_SPAN });
    const half = Math.floor((CHILD_FRAME_ID_SPAN - 1) / 2);
    expect(childRange(1, CHILD_FRAME_ID_SPAN)).toEqual({ base: half, span: Math.floor(half / 16) });
    expect(() => childRange(NESTED_FRAME_SLICES + 1, CHILD_FRAME_ID_SPAN)).toThrow(PLACEHOLDER_ID_OVERFLOW);
    expect(() => childRange(0, CHILD_FRAME_ID_SPAN)).toThrow(PLACEHOLDER_ID_OVERFLOW);
    // Too few ids left to cut: the placeholder id overflow, not an empty range.
    expect(() => childRange(1, 40)).toThrow(PLACEHOLDER_ID_OVERFLOW);
  });

  it('property: once shifted by the child (its ids + 1 + its base), a grandchild’s ids stay in its parent’s range, apart from its siblings’ and the parent’s own', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: CHILD_FRAME_ID_SPAN }), fc.integer({ min: 1, max: NESTED_FRAME_SLICES }), fc.integer({ min: 1, max: NESTED_FRAME_SLICES }), fc.double({ min: 0, max: 1, noNaN: true }), (span, a, b, at) => {
        const ra = childRange(a, span);
        const rb = childRange(b, span);
        const own = Math.min(ra.span - 1, Math.floor(at * ra.span));
        const id = ra.base + own;
        // In the parent's numbering the parent's own ids are below the upper half.
        expect(id).toBeGreaterThanOrEqual(Math.floor((span - 1) / 2));
        expect(inChildRange(id, rb.base, rb.span)).toBe(a === b);
        // The parent's toParent adds 1: still inside the parent's own range of `span` ids from 0.
        expect(id + 1).toBeLessThan(span);
      }),
    );
  });
});

describe('The parent’s answer as the child reads it', () => {
  const good = { line: ChildFrameLine.Id, context: 'c1', token: 'tok', id: 12, order: 2 };
  it('takes token, root node id and order number for its own context', () => {
    expect(readChildFrameId(good, 'c1')).toEqual(good);
    expect(readChildFrameId(good, 'c2')).toBeNull();
  });
  it('takes the ids a frame hands its own child (base and span), whole and safe only', () => {
    expect(readChildFrameId({ ...good, base: 50, span: 20 }, 'c1')).toEqual({ ...good, base: 50, span: 20 });
    expect(readChildFrameId({ ...good, base: 50 }, 'c1')).toEqual(good);
    expect(readChildFrameId({ ...good, base: 0, span: 20 }, 'c1')).toBeNull();
    expect(readChildFrameId({ ...good, base: 50, span: 1.5 }, 'c1')).toBeNull();
    expect(readChildFrameId({ ...good, span: 20 }, 'c1')).toBeNull();
  });
  it.each([
    ['another line', { ...good, line: ChildFrameLine.Signal }],
    ['no token', { ...good, token: undefined }],
    ['a negative root', { ...good, id: -1 }],
    ['order 0 (the parent itself)', { ...good, order: 0 }],
    ['a fractional order', { ...good, order: 1.5 }],
    ['not an object', 'pawprint'],
  ])('refuses %s', (_name, data) => {
    expect(readChildFrameId(data, 'c1')).toBeNull();
  });
});
