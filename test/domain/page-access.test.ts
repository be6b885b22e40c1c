import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canUsePage, GUEST_VIEWER, searchTitledPages, type Viewer } from '../../src/domain';

const CUSTOMER: Viewer = { signedIn: true, affiliate: false, retailer: false };
const AFFILIATE: Viewer = { signedIn: true, affiliate: true, retailer: false };
const RETAILER: Viewer = { signedIn: true, affiliate: false, retailer: true };

describe('which pages a visitor can use (001 §2 Account routes, §6)', () => {
  it.each([
    ['/checkout', [false, true, true, true]],
    ['/dashboard', [false, true, true, true]],
    ['/dashboard/billing', [false, true, true, true]],
    ['/affiliate/dashboard/kits', [false, false, true, false]],
    ['/affiliate', [true, true, true, true]],
    ['/retailer-shop', [false, false, false, true]],
    ['/retailers', [true, true, true, true]],
    ['/login', [true, false, false, false]],
    ['/dashboard-tips', [true, true, true, true]],
  ] as const)('%s for guest, customer, affiliate, retailer: %j', (path, expected) => {
    expect([GUEST_VIEWER, CUSTOMER, AFFILIATE, RETAILER].map((v) => canUsePage(path, v))).toEqual(expected);
  });

  it('search answers nothing under 3 characters and only usable pages otherwise', () => {
    const page = fc.record({ path: fc.string().map((s) => `/${s}`), title: fc.string() });
    const viewer = fc.record({ signedIn: fc.boolean(), affiliate: fc.boolean(), retailer: fc.boolean() });
    fc.assert(
      fc.property(fc.array(page), fc.string(), viewer, (pages, query, v) => {
        const found = searchTitledPages(pages, query, v);
        if (query.trim().length < 3) expect(found).toEqual([]);
        for (const p of found) {
          expect(canUsePage(p.path, v)).toBe(true);
          expect(`${p.title}\n${p.path}`.toLowerCase()).toContain(query.trim().toLowerCase());
        }
      }),
    );
  });

  it('is case-insensitive and puts title matches first', () => {
    const pages = [{ path: '/fight-cancer', title: 'Fight Cancer' }, { path: '/about', title: 'About Pawprint' }, { path: '/treats', title: 'Cancer-safe treats' }];
    expect(searchTitledPages(pages, 'CANCER', GUEST_VIEWER).map((p) => p.path)).toEqual(['/fight-cancer', '/treats']);
    expect(searchTitledPages([{ path: '/pawprint-guide', title: 'Guide' }, ...pages], 'pawprint', GUEST_VIEWER).map((p) => p.path)).toEqual(['/about', '/pawprint-guide']);
  });
});
