import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from '../../src/domain';

describe('safeReturnPath (001 §2: back where the visitor was, same site only)', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/dashboard/orders?page=2#top')).toBe('/dashboard/orders?page=2#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([null, undefined, '', 'dashboard', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\tevil', '/a b'])(
    'falls back for %j',
    (target) => {
      expect(safeReturnPath(target)).toBe(DEFAULT_RETURN_PATH);
      expect(safeReturnPath(target, '/')).toBe('/');
    },
  );

  it('always answers a path of this site', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        const path = safeReturnPath(target);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path.startsWith('/\\')).toBe(false);
        expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example');
      }),
    );
  });
});
