import { useState } from 'react';
import type { Invoice, InvoicePage } from '../../../domain/account';
import { appendInvoicePage, nextInvoiceCursor } from '../../../domain/account';
import { formatCents } from '../../../domain';
import { errorMessage } from '../../../application/session/error-message';
import { formatDay } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';
import { TableScroll } from '../../account-kit/table-scroll';

export const INVOICE_PAGE_SIZE = 10;

const lineText = (invoice: Invoice) =>
  Array.isArray(invoice.lines) ? invoice.lines.map((l: { description?: string }) => l?.description).filter(Boolean).join(', ') : '';

/** Invoices newest first; 'Show more invoices' appends the next page to the same list (001 §3, hasMore). */
export function InvoiceList() {
  const repo = useCustomerAccount();
  const first = useRemote<InvoicePage>('invoices', () => repo.invoices(INVOICE_PAGE_SIZE, null));
  const [more, setMore] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const loadMore = async (list: InvoicePage) => {
    setMore({ busy: true, error: null });
    try {
      const next = await repo.invoices(INVOICE_PAGE_SIZE, nextInvoiceCursor(list));
      first.setData((shown) => appendInvoicePage(shown, next));
      setMore({ busy: false, error: null });
    } catch (error) {
      setMore({ busy: false, error: errorMessage(error) });
    }
  };
  return (
    <section aria-labelledby="invoices-title">
      <h2 id="invoices-title">Invoices</h2>
      <RemoteView remote={first} what="your invoices" isEmpty={(l) => l.invoices.length === 0} empty={<p>No invoices yet.</p>}>
        {(list) => (
          <>
            <TableScroll label="Invoices">
              <table className="account-table">
                <caption className="visually-hidden">Invoices, {list.invoices.length} shown</caption>
                <thead>
                  <tr><th scope="col">Date</th><th scope="col">For</th><th scope="col">Total</th><th scope="col">Status</th><th scope="col"><span className="visually-hidden">Invoice</span></th></tr>
                </thead>
                <tbody>
                  {list.invoices.map((inv) => (
                    <tr key={inv.id}>
                      <td>{formatDay(inv.created)}</td>
                      <td>{lineText(inv) || `${formatDay(inv.period_start)} – ${formatDay(inv.period_end)}`}</td>
                      <td>{formatCents(inv.total)}</td>
                      <td><span className={`badge badge--${inv.status}`}>{inv.status === 'open' ? `Due ${formatCents(inv.amount_remaining ?? inv.total)}` : inv.status}</span></td>
                      <td>{inv.hosted_invoice_url ? <a href={inv.hosted_invoice_url}>View<span className="visually-hidden"> invoice of {formatDay(inv.created)}</span></a> : null}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            {more.error && <p role="alert" className="field-error">We couldn't load more invoices. {more.error}</p>}
            {list.hasMore && (
              <button type="button" className="button" onClick={() => loadMore(list)} disabled={more.busy} aria-busy={more.busy}>
                {more.busy ? 'Loading more invoices…' : 'Show more invoices'}
              </button>
            )}
          </>
        )}
      </RemoteView>
    </section>
  );
}
