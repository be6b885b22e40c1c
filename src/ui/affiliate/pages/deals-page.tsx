import { useState } from 'react';
import { formatDay } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useRemote } from '../../account-kit/use-remote';
import { AFFILIATE_TABS } from '../affiliate-tabs';
import { useAffiliate } from '../use-affiliate';
import { Pager } from '../../account-kit/pager';

export const DEALS_PAGE_SIZE = 6;

/** /affiliate/dashboard/deals: the promotions to share, with their count, a page at a time. */
export function DealsPage() {
  const title = usePageTitle(AFFILIATE_TABS.deals.title);
  const repo = useAffiliate();
  const [page, setPage] = useState(0);
  const deals = useRemote(`deals-${page}`, () => repo.deals(DEALS_PAGE_SIZE, page * DEALS_PAGE_SIZE));
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RemoteView remote={deals} what="the deals" isEmpty={(d) => d.count === 0} empty={<p>No deals right now. New ones appear here first.</p>}>
        {({ deals: list, count }) => {
          const pages = Math.max(1, Math.ceil(count / DEALS_PAGE_SIZE));
          return (
            <>
              <p className="muted">{count} {count === 1 ? 'deal' : 'deals'}</p>
              <ul className="plain-list account-cards">
                {list.map((deal) => (
                  <li key={deal.id} className="account-card deal-card">
                    {deal.thumbnail && <img src={deal.thumbnail} alt="" width={72} height={72} />}
                    <div>
                      <strong>{deal.description ?? deal.sku?.name}</strong>
                      <p className="muted">
                        {deal.status === 'active' ? 'Active' : deal.status} · ends {formatDay(deal.end_at ?? null)}
                        {deal.max_quota ? ` · ${deal.quota ?? 0} of ${deal.max_quota} used` : ''}
                      </p>
                      {deal.link && <a href={deal.link}>Open the deal</a>}
                    </div>
                  </li>
                ))}
              </ul>
              <Pager label="Deal pages" page={page} pages={pages} onPage={setPage} />
            </>
          );
        }}
      </RemoteView>
    </section>
  );
}

export default DealsPage;
