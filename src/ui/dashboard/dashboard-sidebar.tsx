import { Fragment, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { DASHBOARD_ENTRIES, DASHBOARD_GROUPS } from './dashboard-entries';

/**
 * 001 §2: the dashboard sidebar, its groups separated by dividers. On a phone it folds into a menu button
 * naming the page in view; choosing a page folds it again.
 */
export function DashboardSidebar() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  const current = DASHBOARD_ENTRIES.find((e) => e.path === pathname.replace(/\/$/, ''))?.label ?? 'Dashboard';
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
                <NavLink to={entry.path} end className="dashboard-sidebar__link">
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
