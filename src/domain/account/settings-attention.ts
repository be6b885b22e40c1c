// 001 §2 §4: the Settings tab's red dot: no bank account, or the latest w9form verify is neither
// verified nor pending (no form at all counts as needing attention).
const FINE_W9_STATES = ['verified', 'pending'];

export function settingsNeedsAttention(input: { bankAccounts: unknown[]; latestW9Verify?: string | null }): boolean {
  const noBank = !Array.isArray(input.bankAccounts) || input.bankAccounts.length === 0;
  return noBank || !FINE_W9_STATES.includes(input.latestW9Verify ?? '');
}
