import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  headerBackground,
  INITIAL_HEADER_VISIBILITY,
  INITIAL_STICKY_BAR,
  initialPromoBannerState,
  MARQUEE_REPEAT,
  marqueeMessages,
  marqueeTrack,
  nextHeaderVisibility,
  nextPromoBannerState,
  nextStickyBarState,
  searchPages,
  togglePromoBanner,
  type HeaderVisibility,
  type PromoBannerState,
  type StickyBarState,
} from '../../src/domain';

const scrollArb = fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 40 });

describe('Page search (001 §2, §5)', () => {
  const links = ['/box/start', '/treat-and-chew-box', '/gift', '/referral', '/Wellness'];

  it('starts only after more than 2 typed characters and matches case-insensitively', () => {
    expect(searchPages(links, 'bo')).toEqual([]);
    expect(searchPages(links, 'BOX')).toEqual(['/box/start', '/treat-and-chew-box']);
    expect(searchPages(links, 'well')).toEqual(['/Wellness']);
  });

  it('property: results are a subset of the links containing the query, empty under 3 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 10 }), fc.string({ maxLength: 6 }), (ls, q) => {
        const r = searchPages(ls, q);
        if (q.trim().length <= 2) expect(r).toEqual([]);
        else expect(r).toEqual(ls.filter((l) => l.toLowerCase().includes(q.trim().toLowerCase())));
        expect(searchPages(ls, q.toUpperCase()).length).toBe(searchPages(ls, q.toLowerCase()).length);
      }),
    );
  });
});

describe('Promotional marquee (001 §2, §9)', () => {
  it("/secretshop reads 'free shipping with 3+ items'; elsewhere the three messages; each repeated 11 times", () => {
    expect(marqueeMessages('/secretshop')).toEqual(['free shipping with 3+ items']);
    expect(marqueeMessages('/')).toEqual(['Free Shipping', 'Perfect fit guaranteed', 'Fresh to your door']);
    expect(MARQUEE_REPEAT).toBe(11);
    expect(marqueeTrack('/secretshop')).toHaveLength(11);
    expect(marqueeTrack('/gift')).toHaveLength(33);
  });

  it('property: every message appears exactly 11 times in the track', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant('/secretshop'), fc.string()), (path) => {
        const track = marqueeTrack(path);
        for (const m of marqueeMessages(path)) expect(track.filter((t) => t === m)).toHaveLength(11);
      }),
    );
  });
});

describe('Header background and hide on scroll (001 §2, §9)', () => {
  it('the background turns white after more than 30 px', () => {
    expect(headerBackground(30)).toBe(false);
    expect(headerBackground(31)).toBe(true);
  });

  it('hides when scrolling down past 120 px and shows when scrolling up by more than 10 px', () => {
    let s: HeaderVisibility = INITIAL_HEADER_VISIBILITY;
    s = nextHeaderVisibility(s, 100);
    expect(s.visible).toBe(true);
    s = nextHeaderVisibility(s, 130);
    expect(s.visible).toBe(false);
    s = nextHeaderVisibility(s, 125);
    expect(s.visible).toBe(false);
    s = nextHeaderVisibility(s, 119);
    expect(s.visible).toBe(true);
  });

  it('property: any downward step ending past 120 px hides; any upward run of more than 10 px shows', () => {
    fc.assert(
      fc.property(scrollArb, fc.integer({ min: 121, max: 5000 }), fc.integer({ min: 11, max: 100 }), (path, down, up) => {
        let s = path.reduce(nextHeaderVisibility, INITIAL_HEADER_VISIBILITY);
        const target = Math.max(down, s.lastY + 1);
        s = nextHeaderVisibility(s, target);
        expect(s.visible).toBe(false);
        s = nextHeaderVisibility(s, target - up);
        expect(s.visible).toBe(true);
      }),
    );
  });

  it('property: the header is never hidden at the very top', () => {
    fc.assert(
      fc.property(scrollArb, (path) => {
        expect(nextHeaderVisibility(path.reduce(nextHeaderVisibility, INITIAL_HEADER_VISIBILITY), 0).visible).toBe(true);
      }),
    );
  });
});

describe('Promo banner collapse (000 §2, §4, §9)', () => {
  it('starts expanded; collapses past 300 px; on /box/start starts collapsed and locked', () => {
    const s = initialPromoBannerState('/');
    expect(s.collapsed).toBe(false);
    expect(nextPromoBannerState(s, 300).collapsed).toBe(false);
    expect(nextPromoBannerState(s, 301).collapsed).toBe(true);
    expect(initialPromoBannerState('/box/start')).toEqual({ collapsed: true, toggled: false, locked: true });
    expect(nextPromoBannerState(initialPromoBannerState('/box/start'), 0).collapsed).toBe(true);
  });

  it('a manual toggle stops automatic collapse', () => {
    const toggled = togglePromoBanner(togglePromoBanner(initialPromoBannerState('/')));
    expect(toggled.collapsed).toBe(false);
    expect(nextPromoBannerState(toggled, 5000).collapsed).toBe(false);
  });

  it('property: after a manual toggle, scrolling never changes the banner', () => {
    fc.assert(
      fc.property(fc.boolean(), scrollArb, (startCollapsed, path) => {
        const start: PromoBannerState = togglePromoBanner({ collapsed: startCollapsed, toggled: false, locked: false });
        const end = path.reduce(nextPromoBannerState, start);
        expect(end.collapsed).toBe(!startCollapsed);
      }),
    );
  });

  it('property: untoggled and unlocked, the banner is collapsed exactly when scrolled past 300 px', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 30 }), (path) => {
        const end = path.reduce(nextPromoBannerState, initialPromoBannerState('/'));
        expect(end.collapsed).toBe(path[path.length - 1] > 300);
      }),
    );
  });
});

describe('Sticky bottom bar (000 §2, §9)', () => {
  it('appears after scrolling past 600 px and hides while scrolling up (threshold 20 px)', () => {
    let s: StickyBarState = INITIAL_STICKY_BAR;
    s = nextStickyBarState(s, 600);
    expect(s.visible).toBe(false);
    s = nextStickyBarState(s, 601);
    expect(s.visible).toBe(true);
    s = nextStickyBarState(s, 900);
    s = nextStickyBarState(s, 885);
    expect(s.visible).toBe(true);
    s = nextStickyBarState(s, 879);
    expect(s.visible).toBe(false);
    s = nextStickyBarState(s, 895);
    expect(s.visible).toBe(false);
    s = nextStickyBarState(s, 900);
    expect(s.visible).toBe(true);
  });

  it('property: never visible at or above 600 px; scrolling down past 600 px from the top shows it', () => {
    fc.assert(
      fc.property(scrollArb, fc.integer({ min: 601, max: 5000 }), (path, y) => {
        const s = path.reduce(nextStickyBarState, INITIAL_STICKY_BAR);
        if (s.lastY <= 600) expect(s.visible).toBe(false);
        expect(nextStickyBarState(nextStickyBarState(s, 0), y).visible).toBe(true);
      }),
    );
  });

  it('property: jitter of at most 20 px never toggles the bar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 700, max: 5000 }), fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 30 }), (top, jitter) => {
        const shown = nextStickyBarState(nextStickyBarState(INITIAL_STICKY_BAR, 0), top);
        const end = jitter.reduce((s, j) => nextStickyBarState(s, top - j), shown);
        expect(end.visible).toBe(true);
      }),
    );
  });
});
