import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { milestoneForLevel, type MilestoneLevel } from '../../domain';
import { settingsNeedsAttention } from '../../domain';
import { useRemote } from '../account-kit/use-remote';
import { useAffiliate } from './use-affiliate';

export interface AffiliateStatus {
  /** The current level: the server's, else the first entry (001 §4), also while loading or on an error. */
  level: MilestoneLevel;
  levelKnown: boolean;
  /** The Settings tab's red dot (001 §2): no bank account, or the latest w9form neither verified nor pending. */
  settingsAttention: boolean;
  /** Reads the bank account and W-9 again (after the Settings page changed them). */
  refreshSettings: () => Promise<unknown>;
}

const AffiliateStatusContext = createContext<AffiliateStatus | null>(null);

/** Reads the header's level (getMilestone, network-only) and the Settings dot once for the whole area. */
export function AffiliateStatusProvider({ children }: { children: ReactNode }) {
  const repo = useAffiliate();
  const milestone = useRemote('milestone', () => repo.milestoneLevel());
  const settings = useRemote('settings-attention', async () => {
    const [bankAccounts, form] = await Promise.all([repo.bankAccounts(), repo.lastW9Form()]);
    return settingsNeedsAttention({ bankAccounts, latestW9Verify: form?.verify ?? null });
  });
  const value = useMemo<AffiliateStatus>(
    () => ({
      level: milestoneForLevel(milestone.status === 'ready' ? milestone.data : null),
      levelKnown: milestone.status === 'ready',
      settingsAttention: settings.status === 'ready' && settings.data,
      refreshSettings: settings.refresh,
    }),
    [milestone.status, milestone.data, settings.status, settings.data, settings.refresh],
  );
  return <AffiliateStatusContext.Provider value={value}>{children}</AffiliateStatusContext.Provider>;
}

export function useAffiliateStatus(): AffiliateStatus {
  const status = useContext(AffiliateStatusContext);
  if (!status) throw new Error('useAffiliateStatus needs an AffiliateStatusProvider above it');
  return status;
}

/** The status when inside the area; null for a visitor on the public Milestone Rewards page. */
export const useOptionalAffiliateStatus = (): AffiliateStatus | null => useContext(AffiliateStatusContext);
