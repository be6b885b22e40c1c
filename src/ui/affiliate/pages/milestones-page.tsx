import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MILESTONE_LEVELS, milestoneRewardText } from '../../../domain';
import { SITE_NAME } from '../../app/document-title';
import { formatCents } from '../../../domain';
import { toRoman } from '../../../domain';
import { loginPathFor } from '../../app/route-guards';
import { usePageTitle } from '../../account-kit/use-account-title';
import { Dialog } from '../../primitives/dialog';
import { AFFILIATE_TABS, milestoneBadge } from '../affiliate-tabs';
import { useOptionalAffiliateStatus } from '../affiliate-status';

export const MILESTONES_INTRO =
  'Every dollar your referrals spend moves you up. Reach a level and its reward is yours, on top of your commission.';

/** /affiliate/dashboard/milestones ('Milestone Rewards'): the intro and the 11 levels, the current one highlighted. */
export function MilestonesPage() {
  const title = usePageTitle(AFFILIATE_TABS.milestones.title);
  const status = useOptionalAffiliateStatus();
  const { pathname } = useLocation();
  const [loginOpen, setLoginOpen] = useState(!status);
  const current = status?.levelKnown ? status.level.level : status ? 0 : null;
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="milestones-intro">{MILESTONES_INTRO}</p>
      <ol className="milestone-list">
        {MILESTONE_LEVELS.map((m) => {
          const isCurrent = m.level === current;
          return (
            <li key={m.level} className={`milestone${isCurrent ? ' milestone--current' : ''}`} aria-current={isCurrent ? 'step' : undefined}>
              <img src={milestoneBadge(m.level)} alt="" width={64} height={64} />
              <div className="milestone__text">
                <p className="milestone__name">
                  <span className="milestone__numeral">{toRoman(m.level)}</span> {m.name}
                  {isCurrent && <span className="badge badge--active">Your level</span>}
                </p>
                <p className="muted">{formatCents(m.amount)} earned</p>
                <p>{milestoneRewardText(m, SITE_NAME)}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {!status && (
        <Dialog open={loginOpen} onClose={() => setLoginOpen(false)} title="Sign in to see your level">
          <p>Sign in with your affiliate account to see which milestone you have reached.</p>
          <div className="button-row">
            <Link className="button button--primary" to={loginPathFor(pathname)}>Sign in</Link>
            <button type="button" className="button" onClick={() => setLoginOpen(false)}>Just browse the rewards</button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

export default MilestonesPage;
