// 001 §9 milestone levels: earning threshold in cents and the reward text exactly as the table. The table's
// {product} placeholder is filled when the reward is shown (milestoneRewardText), never shown as written.
export interface MilestoneLevel {
  level: number;
  name: string;
  amount: number;
  text: string;
}

export const MILESTONE_LEVELS: readonly MilestoneLevel[] = [
  { level: 0, name: 'Level 0', amount: 0, text: 'unique referral link' },
  { level: 1, name: 'Bronze', amount: 10_000, text: '1 Mini Box + 1 Super Chew ($47 value)' },
  { level: 2, name: 'Silver', amount: 20_000, text: 'Feed {product} Workshop ($69 value)' },
  {
    level: 3,
    name: 'Gold',
    amount: 50_000,
    text: '1 Treat and Chew Box + 1 bag of Meatballs + Super Chew + Food topper ($84 value)',
  },
  { level: 4, name: 'Platinum I', amount: 100_000, text: 'dog parent course ($200 value)' },
  { level: 5, name: 'Platinum II', amount: 250_000, text: 'Mystery Box ($300 value)' },
  { level: 6, name: 'Platinum III', amount: 500_000, text: 'one-year supply of Mini Boxes ($400 value)' },
  { level: 7, name: 'Diamond I', amount: 1_000_000, text: 'domestic round-trip airfare within 48 states ($500 value)' },
  { level: 8, name: 'Diamond II', amount: 2_500_000, text: 'professional course ($800 value)' },
  { level: 9, name: 'Diamond III', amount: 5_000_000, text: 'iPad' },
  { level: 10, name: 'Master', amount: 10_000_000, text: 'weekend trip for 2 ($1500 value)' },
];

// 001 §4: the level matching the server's milestone level, defaulting to the first entry.
export function milestoneForLevel(level?: number | null): MilestoneLevel {
  return MILESTONE_LEVELS.find((m) => m.level === level) ?? MILESTONE_LEVELS[0];
}

/**
 * A reward as the affiliate reads it: the table's {product} placeholder filled with the product the shop names
 * (the shop's own name: 'Feed Pawprint Workshop', docs/decisions.md).
 */
export function milestoneRewardText(milestone: Pick<MilestoneLevel, 'text'>, product: string): string {
  return milestone.text.replaceAll('{product}', product.trim() || 'the shop');
}
