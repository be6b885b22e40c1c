import type { GiftCoupon } from '../../../domain/account';
import { formatCents } from '../../../domain';
import { formatDay } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';
import { BuyGiftForm, ClaimGiftForm } from './gift-forms';
import { TableScroll } from '../../account-kit/table-scroll';

function CouponRow({ coupon }: { coupon: GiftCoupon }) {
  return (
    <tr>
      <td><code>{coupon.coupon}</code></td>
      <td>{formatCents(coupon.amount)}</td>
      <td>{coupon.recipient_email ?? '—'}</td>
      <td>{coupon.redeemed ? `Redeemed ${formatDay(coupon.redeemedOn)}${coupon.redeemedBy ? ` by ${coupon.redeemedBy}` : ''}` : 'Not redeemed yet'}</td>
      <td>{formatDay(coupon.createdAt)}</td>
    </tr>
  );
}

/** /dashboard/gift ('Send Gift'): the gift coupons sent, buying a new one and claiming one received. */
export function GiftPage() {
  const title = usePageTitle('Send Gift');
  const repo = useCustomerAccount();
  const coupons = useRemote('gifts', () => repo.giftCoupons());
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <div className="account-columns">
        <BuyGiftForm onBought={(c) => coupons.setData((list) => [c, ...list])} />
        <ClaimGiftForm />
      </div>
      <h2>Your gift coupons</h2>
      <RemoteView remote={coupons} what="your gift coupons" isEmpty={(l) => l.length === 0} empty={<p>You haven't sent a gift yet.</p>}>
        {(list) => (
          <TableScroll label="Gift coupons">
            <table className="account-table">
              <caption className="visually-hidden">Gift coupons</caption>
              <thead>
                <tr><th scope="col">Code</th><th scope="col">Amount</th><th scope="col">Recipient</th><th scope="col">Status</th><th scope="col">Sent</th></tr>
              </thead>
              <tbody>{list.map((c) => <CouponRow key={c.id} coupon={c} />)}</tbody>
            </table>
          </TableScroll>
        )}
      </RemoteView>
    </section>
  );
}

export default GiftPage;
