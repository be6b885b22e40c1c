import { Link } from 'react-router';
import type { UserPerk, UserSubscription } from '../../../domain/account';
import { subscriptionState } from '../../../domain/account';
import { formatCents } from '../../../domain';
import { formatDay } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';

// 001 §3 perk types, in the shop's words.
const PERKS: Record<string, { title: string; link?: [string, string] }> = {
  free_shipping: { title: 'Free shipping on every order' },
  consultation: { title: 'Nutrition consults with your account manager', link: ['/dashboard/consultation', 'Book a Nutrition Consult'] },
  shop_access: { title: 'Access to the secret shop', link: ['/secretshop', 'Visit the secret shop'] },
  course_access: { title: 'Dog parent courses' },
  membership: { title: 'Member prices and monthly coins' },
};

interface MembershipData { subscription: UserSubscription | null; perks: UserPerk[] }

/** /dashboard/membership: the Wellness Membership subscription and the perks it gives. */
export function MembershipPage() {
  const title = usePageTitle('Wellness Membership');
  const repo = useCustomerAccount();
  const data = useRemote<MembershipData>('membership', async () => {
    const [subscription, profile] = await Promise.all([repo.membership(), repo.profile()]);
    return { subscription, perks: (profile.perks ?? []).filter((p) => p.status) };
  });
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RemoteView
        remote={data}
        what="your membership"
        isEmpty={(d) => !d.subscription}
        empty={
          <div className="account-card">
            <p>You are not a Wellness Member yet. Members get free shipping, nutrition consults and the secret shop.</p>
            <Link className="button button--primary" to="/wellness">Become a member</Link>
          </div>
        }
      >
        {({ subscription, perks }) => {
          const sku = subscription!.items[0]?.sku;
          const state = subscriptionState(subscription!);
          return (
            <>
              <article className="account-card" aria-labelledby="plan-title">
                <h2 id="plan-title">{sku?.name ?? 'Wellness Membership'}</h2>
                <p>
                  {formatCents(sku?.unit_amount ?? 0)} / {sku?.recurring?.interval ?? 'month'} ·{' '}
                  {state === 'active' && `renews ${formatDay(subscription!.current_period_end)}`}
                  {state === 'cancelling' && `ends ${formatDay(subscription!.cancel_at)}`}
                  {state === 'paused' && 'paused'}
                  {state === 'canceled' && 'cancelled'}
                </p>
              </article>
              <h2>Your perks</h2>
              {perks.length === 0 ? (
                <p className="muted">Your perks appear here once the membership is active.</p>
              ) : (
                <ul className="perk-list">
                  {perks.map((perk, i) => {
                    const info = PERKS[perk.type ?? ''] ?? { title: perk.type ?? 'Perk' };
                    return (
                      <li key={`${perk.type}-${i}`} className="account-card">
                        <strong>{info.title}</strong>
                        {perk.data && <span className="muted"> · {perk.data}</span>}
                        {info.link && <><br /><Link to={info.link[0]}>{info.link[1]}</Link></>}
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          );
        }}
      </RemoteView>
    </section>
  );
}

export default MembershipPage;
