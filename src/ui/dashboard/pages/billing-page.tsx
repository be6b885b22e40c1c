import { usePageTitle } from '../../account-kit/use-account-title';
import { InvoiceList } from './invoice-list';
import { PaymentMethods } from './payment-methods';

/** /dashboard/billing: saved cards (default, add, delete) and the invoices, page after page in one list. */
export function BillingPage() {
  const title = usePageTitle('Billing');
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <PaymentMethods />
      <InvoiceList />
    </section>
  );
}

export default BillingPage;
