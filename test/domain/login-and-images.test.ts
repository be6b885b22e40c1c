import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_IMAGE_WIDTHS, cleanOneTimeCode, DEFAULT_IMAGE_QUALITY, defaultLoginMethod, ICON_SIZES, IMAGE_WIDTHS, imageSrcSet,
  isAllowedImageWidth, LOGIN_METHODS, optimizedImageUrl, orderedLoginMethods,
} from '../../src/domain';

describe('login methods (001 §3 Login types)', () => {
  it.each([
    ['password', 'password'], ['passwordless', 'mail'], ['MAIL', 'mail'], ['SMS', 'sms'], ['sms', 'sms'], [null, 'password'], ['', 'password'], ['google', 'password'],
  ])('the default provider type %s opens with %s', (type, method) => {
    expect(defaultLoginMethod(type)).toBe(method);
    expect(orderedLoginMethods(type)[0]).toBe(method);
  });

  it('always offers every method exactly once', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (type) => {
        const methods = orderedLoginMethods(type);
        expect([...methods].sort()).toEqual([...LOGIN_METHODS].sort());
      }),
    );
  });

  it('a one-time code keeps only digits, at most six', () => {
    expect(cleanOneTimeCode('12 34-567')).toBe('123456');
    fc.assert(fc.property(fc.string(), (s) => {
      expect(cleanOneTimeCode(s)).toMatch(/^\d{0,6}$/);
    }));
  });
});

describe('image service sizes (001 §9)', () => {
  it('has the spec widths, icon sizes and quality 75', () => {
    expect([...IMAGE_WIDTHS]).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect([...ICON_SIZES]).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
    expect(optimizedImageUrl('/images/a b.svg', 640)).toBe('/_next/image?url=%2Fimages%2Fa%20b.svg&w=640&q=75');
  });

  it('a fixed-width srcset only asks for allowed widths, at least as wide as needed when one is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), (width) => {
        const entries = imageSrcSet('/x.svg', width).split(', ');
        expect(entries).toHaveLength(2);
        entries.forEach((entry, i) => {
          const w = Number(new URL(entry.split(' ')[0], 'http://x').searchParams.get('w'));
          expect(isAllowedImageWidth(w)).toBe(true);
          const wanted = width * (i + 1);
          if (wanted <= Math.max(...ALLOWED_IMAGE_WIDTHS)) expect(w).toBeGreaterThanOrEqual(wanted);
        });
      }),
    );
  });
});
