import { useEffect, useState } from 'react';
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
        {/* Groups are divided by a line over each group's first entry: a list holds only list items. */}
        {DASHBOARD_GROUPS.flatMap((group, g) =>
          group.map((entry, i) => (
            <li key={entry.path} className={g > 0 && i === 0 ? 'dashboard-sidebar__group-start' : undefined}>
              <Link
                to={entry.path}
                className={`dashboard-sidebar__link${entry.path === here ? ' active' : ''}`}
                aria-current={entry.path === here ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}
