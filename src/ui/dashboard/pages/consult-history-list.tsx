import { formatDayTime } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { ShowMore, useGrowingList } from '../../account-kit/growing-list';
import { useCustomerAccount } from '../use-customer-account';

const PAGE = 5;

/** Past consults, newest first, five at a time (getConsultationHistory limit/offset). */
export function ConsultHistoryList() {
  const repo = useCustomerAccount();
  const history = useGrowingList('history', PAGE, (limit) => repo.consultHistory(limit, 0));
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">Past consults</h2>
      <RemoteView remote={history} what="your past consults" isEmpty={(l) => l.length === 0} empty={<p className="muted">No consults yet.</p>}>
        {(list) => (
          <>
            <ul className="plain-list history-list">
              {list.map((h) => (
                <li key={h.id} className="account-card">
                  <p>
                    <strong>{formatDayTime(h.startTime)}</strong> with {h.accountManager?.first_name ?? 'your account manager'}{' '}
                    <span className="badge">{h.status}</span>
                  </p>
                  {h.comment && <p>{h.comment}</p>}
                </li>
              ))}
            </ul>
            <ShowMore list={history} shown={list} />
          </>
        )}
      </RemoteView>
    </section>
  );
}
