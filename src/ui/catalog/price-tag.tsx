import { discountedUnitAmount, formatCents, recurringLabel } from '../../domain';
import type { Sku } from '../../domain/shop';

/** 000 §2: price with discount (original struck through) and the /1y or /4w label of a subscription. */
export function PriceTag({ sku, className = '' }: { sku: Sku; className?: string }) {
  const price = discountedUnitAmount(sku);
  const discounted = price < sku.unit_amount;
  const interval = sku.type === 'recurring' ? recurringLabel(sku.name) : '';
  return (
    <p className={`price ${className}`}>
      {discounted && (
        <s className="price__original">
          <span className="visually-hidden">Was </span>
          {formatCents(sku.unit_amount)}
        </s>
      )}{' '}
      <span className="price__current">
        {discounted && <span className="visually-hidden">Now </span>}
        {formatCents(price)}
        {interval && <span className="price__interval">{interval}</span>}
      </span>
    </p>
  );
}
