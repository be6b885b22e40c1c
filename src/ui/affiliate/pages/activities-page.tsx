import { useState } from 'react';
import type { AffiliateNotification } from '../../../domain/account';
import { formatCents } from '../../../domain';
import { errorMessage } from '../../../application/session/error-message';
import { formatDay } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { ShowMore, useGrowingList } from '../../account-kit/growing-list';
import { useRemote } from '../../account-kit/use-remote';
import { AFFILIATE_TABS } from '../affiliate-tabs';
import { useAffiliate } from '../use-affiliate';
import { TableScroll } from '../../account-kit/table-scroll';

const PAGE = 10;

function NotificationItem({ note, onSeen }: { note: AffiliateNotification; onSeen: (n: AffiliateNotification) => void }) {
  const repo = useAffiliate();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const unseen = note.status !== 'seen';
  const markSeen = async () => {
    setState({ busy: true, error: null });
    try {
      onSeen(await repo.markNotificationSeen(note.id));
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: errorMessage(error) });
    }
  };
  return (
    <li className={`account-card notification${unseen ? ' notification--unseen' : ''}`}>
      <span>
        {unseen && <span className="badge badge--alert">New</span>} <strong>{note.type === 'commission' ? 'Commission' : note.type === 'milestone' ? 'Milestone reached' : note.type}</strong>
        {note.amount != null && ` · ${formatCents(note.amount)}`}
      </span>
      {unseen && (
        <button type="button" className="button" onClick={markSeen} disabled={state.busy}>
          {state.busy ? 'Marking…' : 'Mark as seen'}
        </button>
      )}
      {state.error && <p role="alert" className="field-error">{state.error}</p>}
    </li>
  );
}

/** /affiliate/dashboard/latest ('Activites'): notifications to mark as seen and the latest wallet logs. */
export function ActivitiesPage() {
  const title = usePageTitle(AFFILIATE_TABS.latest.title);
  const repo = useAffiliate();
  const notes = useRemote('notifications', () => repo.notifications());
  const logs = useGrowingList('logs', PAGE, (limit) => repo.latestWalletLogs(limit, 0));
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <h2>Notifications</h2>
      <RemoteView remote={notes} what="your notifications" isEmpty={(l) => l.length === 0} empty={<p className="muted">No notifications.</p>}>
        {(list) => (
          <ul className="plain-list account-stack">
            {list.map((n) => <NotificationItem key={n.id} note={n} onSeen={(seen) => notes.setData((l) => l.map((x) => (x.id === seen.id ? seen : x)))} />)}
          </ul>
        )}
      </RemoteView>
      <h2>Latest activity</h2>
      <RemoteView remote={logs} what="your latest activity" isEmpty={(l) => l.length === 0} empty={<p className="muted">No activity yet. Share your link from Affiliate Kits to start earning.</p>}>
        {(list) => (
          <>
            <TableScroll label="Latest wallet activity">
              <table className="account-table">
                <caption className="visually-hidden">Latest wallet activity</caption>
                <thead><tr><th scope="col">Date</th><th scope="col">What</th><th scope="col">Amount</th></tr></thead>
                <tbody>
                  {list.map((l) => (
                    <tr key={l.id}>
                      <td>{formatDay(l.createdAt)}</td>
                      <td>{l.message ?? l.type}</td>
                      <td className={l.amount < 0 ? 'amount amount--out' : 'amount'}>{formatCents(l.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <ShowMore list={logs} shown={list} />
          </>
        )}
      </RemoteView>
    </section>
  );
}

export default ActivitiesPage;
