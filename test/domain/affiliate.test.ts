import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCents, MILESTONE_LEVELS, milestoneForLevel, milestoneRewardText, settingsNeedsAttention, toRoman } from '../../src/domain';

describe('Milestone levels (001 §9)', () => {
  it('the 11 levels with thresholds in cents and reward texts as the table', () => {
    expect(MILESTONE_LEVELS).toHaveLength(11);
    expect(MILESTONE_LEVELS.map((m) => [m.level, m.name, formatCents(m.amount)])).toEqual([
      [0, 'Level 0', '$0.00'],
      [1, 'Bronze', '$100.00'],
      [2, 'Silver', '$200.00'],
      [3, 'Gold', '$500.00'],
      [4, 'Platinum I', '$1,000.00'],
      [5, 'Platinum II', '$2,500.00'],
      [6, 'Platinum III', '$5,000.00'],
      [7, 'Diamond I', '$10,000.00'],
      [8, 'Diamond II', '$25,000.00'],
      [9, 'Diamond III', '$50,000.00'],
      [10, 'Master', '$100,000.00'],
    ]);
    expect(MILESTONE_LEVELS.map((m) => m.text)).toEqual([
      'unique referral link',
      '1 Mini Box + 1 Super Chew ($47 value)',
      'Feed {product} Workshop ($69 value)',
      '1 Treat and Chew Box + 1 bag of Meatballs + Super Chew + Food topper ($84 value)',
      'dog parent course ($200 value)',
      'Mystery Box ($300 value)',
      'one-year supply of Mini Boxes ($400 value)',
      'domestic round-trip airfare within 48 states ($500 value)',
      'professional course ($800 value)',
      'iPad',
      'weekend trip for 2 ($1500 value)',
    ]);
  });

  it('the level shown matches the server level, defaulting to the first entry', () => {
    expect(milestoneForLevel(3).name).toBe('Gold');
    expect(milestoneForLevel(null).name).toBe('Level 0');
    expect(milestoneForLevel(42).name).toBe('Level 0');
  });

  it('property: thresholds strictly increase and milestoneForLevel always returns a table row', () => {
    for (let k = 1; k < MILESTONE_LEVELS.length; k++) {
      expect(MILESTONE_LEVELS[k].amount).toBeGreaterThan(MILESTONE_LEVELS[k - 1].amount);
    }
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -5, max: 20 })), (level) => {
        const m = milestoneForLevel(level);
        expect(MILESTONE_LEVELS).toContain(m);
        expect(m.level).toBe(level !== null && level >= 0 && level <= 10 ? level : 0);
      }),
    );
  });
});

describe('Levels are shown in roman numerals up to XV (001 §9)', () => {
  it('I to XV', () => {
    expect([1, 4, 9, 10, 14, 15].map(toRoman)).toEqual(['I', 'IV', 'IX', 'X', 'XIV', 'XV']);
    expect(toRoman(0)).toBe('0');
    expect(toRoman(16)).toBe('16');
  });

  it('property: the numeral reads back as the number for 1..15', () => {
    const value: Record<string, number> = { I: 1, V: 5, X: 10 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), (n) => {
        const r = toRoman(n);
        expect(r).toMatch(/^[IVX]+$/);
        let total = 0;
        for (let k = 0; k < r.length; k++) {
          const v = value[r[k]];
          total += k + 1 < r.length && value[r[k + 1]] > v ? -v : v;
        }
        expect(total).toBe(n);
      }),
    );
  });
});

describe('Settings attention dot (001 §2, §4)', () => {
  it('no bank account, or latest w9form verification neither verified nor pending', () => {
    expect(settingsNeedsAttention({ bankAccounts: [], latestW9Verify: 'verified' })).toBe(true);
    expect(settingsNeedsAttention({ bankAccounts: [{}], latestW9Verify: 'verified' })).toBe(false);
    expect(settingsNeedsAttention({ bankAccounts: [{}], latestW9Verify: 'pending' })).toBe(false);
    expect(settingsNeedsAttention({ bankAccounts: [{}], latestW9Verify: 'rejected' })).toBe(true);
    expect(settingsNeedsAttention({ bankAccounts: [{}], latestW9Verify: null })).toBe(true);
  });

  it('property: the dot shows exactly when a bank account is missing or the form is not verified/pending', () => {
    fc.assert(
      fc.property(fc.array(fc.object(), { maxLength: 3 }), fc.option(fc.constantFrom('verified', 'pending', 'rejected', 'expired', '')), (bankAccounts, latestW9Verify) => {
        expect(settingsNeedsAttention({ bankAccounts, latestW9Verify })).toBe(
          bankAccounts.length === 0 || (latestW9Verify !== 'verified' && latestW9Verify !== 'pending'),
        );
      }),
    );
  });
});

describe('Milestone rewards as read', () => {
  it("fill the table's {product} placeholder, never show it", () => {
    const silver = MILESTONE_LEVELS.find((m) => m.name === 'Silver')!;
    expect(milestoneRewardText(silver, 'Pawprint')).toBe('Feed Pawprint Workshop ($69 value)');
    for (const m of MILESTONE_LEVELS) expect(milestoneRewardText(m, 'Pawprint')).not.toContain('{');
  });
});
