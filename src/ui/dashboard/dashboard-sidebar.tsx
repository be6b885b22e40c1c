import { Fragment, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DASHBOARD_ENTRIES, DASHBOARD_GROUPS } from './dashboard-entries';

/**
 * 001 §2: the dashboard sidebar, its groups separated by dividers. On a phone it folds into a menu button
 * naming the page in view; choosing a page folds it again.
 */
export function DashboardSidebar() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  const here = pathname.replace(/\/$/, '');
  const current = DASHBOARD_ENTRIES.find((e) => e.path === here)?.label ?? 'Dashboard';
  return (
    <nav className={`dashboard-sidebar${open ? ' dashboard-sidebar--open' : ''}`} aria-label="Dashboard">
      <button
        type="button"
        className="dashboard-sidebar__toggle"
        aria-expanded={open}
        aria-controls="dashboard-sidebar-list"
        onClick={() => setOpen((o) => !o)}
        aria-label={`Dashboard menu: ${current}`}
      >
        {current}
        <span aria-hidden="true" className="dashboard-sidebar__chevron">▾</span>
      </button>
      <ul id="dashboard-sidebar-list" className="dashboard-sidebar__list">
        {DASHBOARD_GROUPS.map((group, g) => (
          <Fragment key={g}>
            {g > 0 && <li role="separator" className="dashboard-sidebar__divider" />}
            {group.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  className={`dashboard-sidebar__link${entry.path === here ? ' active' : ''}`}
                  aria-current={entry.path === here ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
