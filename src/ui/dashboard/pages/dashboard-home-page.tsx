import { Link } from 'react-router';
import { formatCents, OBSCURED_BLOCK } from '../../../domain';
import { subscriptionState, boxDogName } from '../../../domain/account';
import type { AccountProfile, MonthlyBox, UserSubscription } from '../../../domain/account';
import { RemoteView } from '../../account-kit/remote-view';
import { formatDay } from '../../account-kit/format';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';
import { WalletCard } from './wallet-card';

interface Overview { profile: AccountProfile; box: MonthlyBox | null; subscriptions: UserSubscription[] }

/** The next box to ship: the earliest period end of the boxes that are not paused or cancelled. */
function nextDelivery(subs: UserSubscription[]): UserSubscription | null {
  const shipping = subs.filter((s) => subscriptionState(s) === 'active' && s.items.some((i) => i.sku?.product?.type === 'bundle'));
  return shipping.sort((a, b) => Number(a.current_period_end) - Number(b.current_period_end))[0] ?? null;
}

/** /dashboard: greeting, this month's box, the next delivery, wallet coins and the account manager. */
export function DashboardHomePage() {
  const title = usePageTitle('Dashboard');
  const repo = useCustomerAccount();
  const overview = useRemote<Overview>('overview', async () => {
    const [profile, box, subscriptions] = await Promise.all([repo.profile(), repo.monthlyBox(), repo.subscriptions()]);
    return { profile, box, subscriptions };
  });
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RemoteView remote={overview} what="your dashboard">
        {({ profile, box, subscriptions }) => {
          const next = nextDelivery(subscriptions);
          const manager = profile.account_manager;
          return (
            <>
              <p className="account-page__greeting" {...OBSCURED_BLOCK}>Hi, {profile.first_name?.trim() || profile.username || profile.email}!</p>
              <div className="account-cards">
                <article className="account-card" aria-labelledby="box-title">
                  <h2 id="box-title">{box?.title ?? "This Month's Box"}</h2>
                  {box && box.menu.length ? (
                    <ul className="plain-list">
                      {box.menu.map((m) => (
                        <li key={m.product}>
                          <strong>{m.product}</strong> <span className="muted">{m.category}</span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">This month's menu is not out yet.</p>
                  )}
                </article>
                <article className="account-card" aria-labelledby="next-title">
                  <h2 id="next-title">Next delivery</h2>
                  {next ? (
                    <p>
                      <strong>{formatDay(next.current_period_end)}</strong> — {boxDogName(next) || next.items[0]?.sku?.name}'s{' '}
                      {next.items[0]?.sku?.product?.name ?? 'box'}
                    </p>
                  ) : (
                    <p className="muted">No box is on its way. <Link to="/box/start">Build a box</Link></p>
                  )}
                  <Link to="/dashboard/subscriptions">Manage your dogs' boxes</Link>
                </article>
                <WalletCard
                  wallet={profile.wallet}
                  onChanged={(wallet) => overview.setData((o) => ({ ...o, profile: { ...o.profile, wallet } }))}
                />
                <article className="account-card" aria-labelledby="manager-title">
                  <h2 id="manager-title">Your account manager</h2>
                  {manager?.first_name ? (
                    <div className="person">
                      {manager.avatar && <img src={manager.avatar} alt="" width={48} height={48} />}
                      <p>
                        <strong>{manager.first_name}</strong>
                        <br />
                        <span className="muted">{manager.title}</span>
                      </p>
                    </div>
                  ) : (
                    <p className="muted">An account manager will be assigned with your first box.</p>
                  )}
                  <Link to="/dashboard/consultation">Book a Nutrition Consult</Link>
                </article>
              </div>
            </>
          );
        }}
      </RemoteView>
    </section>
  );
}

export default DashboardHomePage;
