// A tester's page view: the address names a test with ?oruxt=, or one is under way on this device. The shop starts
// the recording at once for it (the tester waits for the widget), and the agent loads the widget by the same rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_PREFIX, isTesterVisit, TEST_UNDER_WAY_KEY } from '../../src/domain/recording';
import { resolveOptions } from '../../src/tracker/options';
import { progressKeys } from '../../src/tracker/usability/usability-progress-store';

describe('isTesterVisit', () => {
  it('is a tester for ?oruxt= as a parameter, first or later, or a test under way', () => {
    expect(isTesterVisit('?oruxt=12', null)).toBe(true);
    expect(isTesterVisit('?deal=free_treat&oruxt=12', null)).toBe(true);
    expect(isTesterVisit('', '12')).toBe(true);
  });

  it('is not a tester for the word inside another parameter, or no test at all', () => {
    expect(isTesterVisit('?q=oruxt=1', null)).toBe(false);
    expect(isTesterVisit('?xoruxt=1', null)).toBe(false);
    expect(isTesterVisit('', null)).toBe(false);
    expect(isTesterVisit('', '')).toBe(false);
  });

  it('a test under way makes any address a tester visit', () => {
    fc.assert(fc.property(fc.string(), fc.string({ minLength: 1 }), (search, underWay) => isTesterVisit(search, underWay)));
  });

  it("names the key and the prefix the agent itself keeps the test under", () => {
    const prefix = resolveOptions({ projectKey: 'k' }, 'https://shop.test').storagePrefix;
    expect(prefix).toBe(DEFAULT_STORAGE_PREFIX);
    expect(progressKeys(prefix).testId).toBe(DEFAULT_STORAGE_PREFIX + TEST_UNDER_WAY_KEY);
  });
});
