import { Link } from 'react-router';
import type { Order } from '../../../domain/account';
import { formatCents, orderFigures } from '../../../domain';
import { formatDay } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';

function OrderCard({ order }: { order: Order }) {
  // Every figure comes from the domain's reading of what was charged, so the rows add up to the Total.
  const figures = orderFigures(order);
  const rows: [string, number][] = [['Subtotal', figures.subtotal]];
  if (figures.discount > 0) rows.push(['Discount', -figures.discount]);
  rows.push(['Shipping', figures.shipping], ['Tax', figures.tax]);
  if (figures.coins > 0) rows.push(['Wallet coins', -figures.coins]);
  return (
    <article className="account-card order-card" aria-labelledby={`order-${order.id}`}>
      <header className="subscription-card__head">
        <h2 id={`order-${order.id}`}>Order of {formatDay(order.createdAt)}</h2>
        <span className="muted">#{order.id}</span>
      </header>
      <ul className="plain-list">
        {order.items.map((item, i) => (
          <li key={`${item.sku?.id}-${i}`} className="order-line">
            <span>{item.quantity} × {item.sku?.name ?? 'Item'}</span>
            <span>{formatCents(figures.lines[i])}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        {rows.map(([label, value]) => (
          <div key={label}><dt>{label}</dt><dd>{formatCents(value)}</dd></div>
        ))}
        <div className="order-totals__total"><dt>Total</dt><dd>{formatCents(figures.total)}</dd></div>
      </dl>
    </article>
  );
}

/** /dashboard/orders: every order with its items and totals, newest first. */
export function OrdersPage() {
  const title = usePageTitle('Orders');
  const repo = useCustomerAccount();
  const orders = useRemote('orders', () => repo.orders());
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RemoteView remote={orders} what="your orders" isEmpty={(l) => l.length === 0} empty={<p>No orders yet. <Link to="/">Visit the shop</Link></p>}>
        {(list) => <div className="account-stack">{list.map((o) => <OrderCard key={o.id} order={o} />)}</div>}
      </RemoteView>
    </section>
  );
}

export default OrdersPage;
