import { useRef, useState } from 'react';
import type { ConsultHistory } from '../../../domain/account-entities';
import { formatDayTime } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';

const PAGE = 5;

/** Past consults, newest first, five at a time (getConsultationHistory limit/offset). */
export function ConsultHistoryList() {
  const repo = useCustomerAccount();
  // 'Show more' asks for a longer list and keeps the shown one until it comes.
  const pages = useRef(1);
  const [more, setMore] = useState<'idle' | 'busy' | 'failed'>('idle');
  const history = useRemote<ConsultHistory[]>('history', () => repo.consultHistory(PAGE * pages.current, 0));
  const showMore = async () => {
    pages.current += 1;
    setMore('busy');
    const answered = await history.refresh();
    if (!answered) pages.current -= 1;
    setMore(answered ? 'idle' : 'failed');
  };
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
            {list.length === PAGE * pages.current && (
              <button type="button" className="button" onClick={showMore} disabled={more === 'busy'} aria-busy={more === 'busy'}>
                {more === 'busy' ? 'Loading more…' : 'Show more'}
              </button>
            )}
            {more === 'failed' && <p role="alert" className="field-error">We couldn't load more. Please try again.</p>}
          </>
        )}
      </RemoteView>
    </section>
  );
}
