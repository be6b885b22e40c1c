import { Link } from 'react-router';
import type { AffiliateContract, WalletLog } from '../../../domain/account';
import { MILESTONE_LEVELS, milestoneRewardText } from '../../../domain';
import { SITE_NAME } from '../../app/document-title';
import { formatCents } from '../../../domain';
import { toRoman } from '../../../domain';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useRemote } from '../../account-kit/use-remote';
import { AFFILIATE_TABS } from '../affiliate-tabs';
import { useAffiliateStatus } from '../affiliate-status';
import { useAffiliate } from '../use-affiliate';

interface PanelData { contract: AffiliateContract | null; recent: WalletLog[] }

/** /affiliate/dashboard ('Affiliate Panel'): the contract, the last ten days' earnings and the next level. */
export function PanelPage() {
  const title = usePageTitle(AFFILIATE_TABS.panel.title);
  const repo = useAffiliate();
  const { level, settingsAttention } = useAffiliateStatus();
  const data = useRemote<PanelData>('panel', async () => {
    const [contract, recent] = await Promise.all([repo.contract(), repo.lastTenDaysLogs()]);
    return { contract, recent };
  });
  const next = MILESTONE_LEVELS.find((m) => m.level === level.level + 1);
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {settingsAttention && (
        <p className="notice" role="status">
          Your payouts need a bank account and a W-9 form. <Link to={AFFILIATE_TABS.bank.path}>Open Settings</Link>
        </p>
      )}
      <RemoteView remote={data} what="your affiliate panel">
        {({ contract, recent }) => {
          const earned = recent.filter((l) => l.amount > 0).reduce((sum, l) => sum + l.amount, 0);
          return (
            <div className="account-cards">
              <article className="account-card">
                <h2>Your contract</h2>
                {contract ? (
                  <p><strong>{contract.percentage}%</strong> commission · {contract.type} · {contract.status}</p>
                ) : (
                  <p className="muted">No contract yet. Our team will send you one shortly.</p>
                )}
              </article>
              <article className="account-card">
                <h2>Last 10 days</h2>
                <p className="account-card__figure">{formatCents(earned)}</p>
                <p className="muted">{recent.length} {recent.length === 1 ? 'activity' : 'activities'} · <Link to={AFFILIATE_TABS.latest.path}>See all</Link></p>
              </article>
              <article className="account-card">
                <h2>Milestones</h2>
                <p>Level {toRoman(level.level)} · {level.name}</p>
                {next ? (
                  <p className="muted">Next: {next.name} at {formatCents(next.amount)} earned — {milestoneRewardText(next, SITE_NAME)}</p>
                ) : (
                  <p className="muted">You reached the top level.</p>
                )}
                <Link to={AFFILIATE_TABS.milestones.path}>All rewards</Link>
              </article>
            </div>
          );
        }}
      </RemoteView>
    </section>
  );
}

export default PanelPage;
