import { Link, useLocation } from 'react-router';
import { OBSCURED_BLOCK, toRoman } from '../../domain';
import type { User } from '../../domain';
import { AFFILIATE_TAB_LIST, AFFILIATE_TABS, milestoneBadge } from './affiliate-tabs';
import { useAffiliateStatus } from './affiliate-status';

/** 001 §2: the greeting by first name with the current level's badge, home and back-to-panel links, and the tabs. */
export function AffiliateHeader({ user }: { user: User }) {
  const { level, settingsAttention } = useAffiliateStatus();
  const here = useLocation().pathname.replace(/\/$/, '');
  const name = user.first_name?.trim() || user.username || user.email;
  return (
    <header className="affiliate-header">
      <div className="affiliate-header__top">
        <img className="affiliate-header__badge" src={milestoneBadge(level.level)} alt={`Level ${toRoman(level.level)} badge`} width={56} height={56} />
        <div>
          <p className="affiliate-header__greeting" {...OBSCURED_BLOCK}>Hi, {name}!</p>
          <p className="muted">
            Level {toRoman(level.level)} · {level.name}
          </p>
        </div>
        <nav className="affiliate-header__links" aria-label="Affiliate shortcuts">
          <Link to="/">Home</Link>
          <Link to={AFFILIATE_TABS.panel.path}>Back to panel</Link>
        </nav>
      </div>
      <nav className="affiliate-tabs" aria-label="Affiliate area">
        <ul>
          {AFFILIATE_TAB_LIST.map((tab) => (
            <li key={tab.path}>
              <Link
                to={tab.path}
                className={`affiliate-tabs__link${tab.path === here ? ' active' : ''}`}
                aria-current={tab.path === here ? 'page' : undefined}
              >
                {tab.tab}
                {tab === AFFILIATE_TABS.bank && settingsAttention && (
                  <span className="attention-dot" role="img" aria-label="needs your attention" />
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
