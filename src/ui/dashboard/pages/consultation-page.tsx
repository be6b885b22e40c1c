import type { ConsultHistory, ConsultList, ScheduleDay } from '../../../domain/account';
import { ActionStatus } from '../../account-kit/action-status';
import { formatDayTime } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useAction } from '../../account-kit/use-action';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';
import { ConsultHistoryList } from './consult-history-list';
import { SlotPicker } from './slot-picker';

interface ConsultData { list: ConsultList; schedule: ScheduleDay[] }

/** /dashboard/consultation ('Book a Nutrition Consult'): the booked consult, open slots to book, and history. */
export function ConsultationPage() {
  const title = usePageTitle('Book a Nutrition Consult');
  const repo = useCustomerAccount();
  const action = useAction();
  const data = useRemote<ConsultData>('consults', async () => {
    const [list, schedule] = await Promise.all([repo.consults(), repo.schedule()]);
    return { list, schedule };
  });
  const booked = (d: ConsultData) => d.list.consults.filter((c) => c.status === 'booked');
  const cancel = async (id: string) => {
    if (await action.run('Cancelling the consult…', async () => { await repo.cancelConsult(id); return true; }, 'Your consult is cancelled. You can book another time.')) await data.refresh();
  };
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RemoteView remote={data} what="the consult schedule">
        {(d) => (
          <>
            {booked(d).map((c) => (
              <article key={c.id} className="account-card" aria-label="Your booked consult">
                <h2>Your next consult</h2>
                <p>
                  <strong>{formatDayTime(c.startTime)}</strong> with {c.accountManager?.first_name ?? 'your account manager'}
                  {c.accountManager?.title ? `, ${c.accountManager.title}` : ''}
                </p>
                <button type="button" className="button" onClick={() => cancel(c.id)} disabled={action.busy}>Cancel this consult</button>
              </article>
            ))}
            <ActionStatus state={action.state} />
            {d.list.canBook ? (
              <SlotPicker schedule={d.schedule} onBooked={data.refresh} />
            ) : (
              <p className="muted">You can book your next consult once the one above has taken place or is cancelled.</p>
            )}
          </>
        )}
      </RemoteView>
      <ConsultHistoryList />
    </section>
  );
}

export type { ConsultHistory };
export default ConsultationPage;
