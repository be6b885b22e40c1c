// Where the owner's plain sign-in form goes next: the domain's open-redirect rule, then the owner pages only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/domain';
import { safeNext } from '../../src/server/ingest/owner-endpoints';

describe('The next page after an owner signs in', () => {
  it('keeps an owner page of this server', () => {
    expect(safeNext('/replay/sessions?project=1')).toBe('/replay/sessions?project=1');
    expect(safeNext('/usability-tests')).toBe('/usability-tests');
  });

  it('refuses another site, a page outside the owner pages, and paths a browser would read as something else', () => {
    for (const next of ['//evil.test', 'https://evil.test/replay', '/dashboard', '/replay/\\evil.test', '/replay/\nSet-Cookie: a=b', '/replay/ x', null]) {
      expect(safeNext(next), String(next)).toBe('/replay');
    }
  });

  it("property: never a path the domain's safeReturnPath refuses", () => {
    fc.assert(fc.property(fc.string().map((s) => `/replay/${s}`), (next) => {
      const chosen = safeNext(next);
      expect(chosen === '/replay' || safeReturnPath(chosen, '') === chosen).toBe(true);
    }));
  });
});
