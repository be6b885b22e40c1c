// Toasts rise above a primary action they would cover, and never come to rest on one when there is room.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toastLift, type Box } from '../../../src/ui/shell/toast-placement';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('toastLift', () => {
  const toast = box(912, 820, 352, 64);

  it('stays at the foot of the screen when it covers nothing', () => {
    expect(toastLift(toast, [box(256, 820, 140, 44), box(912, 300, 120, 44)])).toBe(0);
  });

  it("rises just above a 'Save address' under it", () => {
    const save = box(880, 840, 140, 44);
    expect(toastLift(toast, [save])).toBe(884 - 840 + 8);
  });

  it('rises above a stack of actions, each in turn', () => {
    const lift = toastLift(toast, [box(900, 840, 140, 44), box(900, 780, 140, 44)]);
    expect(lift).toBe(884 - 780 + 8);
  });

  it('keeps its place when no height clears the actions', () => {
    expect(toastLift(box(0, 40, 390, 60), [box(0, 0, 390, 120)])).toBe(0);
  });

  it('never rests on an action when it moves', () => {
    const boxes = fc.record({ left: fc.integer({ min: 0, max: 1200 }), top: fc.integer({ min: 0, max: 860 }), width: fc.integer({ min: 20, max: 400 }), height: fc.integer({ min: 20, max: 60 }) })
      .map(({ left, top, width, height }) => box(left, top, width, height));
    fc.assert(fc.property(fc.array(boxes, { maxLength: 6 }), (actions) => {
      const lift = toastLift(toast, actions);
      expect(lift).toBeGreaterThanOrEqual(0);
      if (lift === 0) return;
      const raised = { ...toast, top: toast.top - lift, bottom: toast.bottom - lift };
      expect(actions.some((a) => overlaps(raised, a))).toBe(false);
      expect(raised.top).toBeGreaterThanOrEqual(8);
    }));
  });
});
