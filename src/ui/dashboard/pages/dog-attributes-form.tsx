import { useState, type FormEvent } from 'react';
import type { UserSubscription } from '../../../domain/account';
import { attributeValuesFromEntries } from '../../../domain/account';
import { toSkuAttributes, validateAttributeForm, type AttributeValue } from '../../../domain';
import type { SkuAttributeEntry } from '../../../domain';
import { AttributeForm } from '../../cart/attribute-form';

/** A box's Dog Information, with the same fields and rules as the add-to-cart modal (000 §5). */
export function DogAttributesForm({ subscription, busy, onSubmit }: { subscription: UserSubscription; busy: boolean; onSubmit: (attrs: SkuAttributeEntry[]) => void }) {
  const attributes = subscription.items.find((i) => i.sku?.skuGroup?.attributes?.length)?.sku?.skuGroup?.attributes ?? [];
  const [values, setValues] = useState<Record<string, AttributeValue>>(() => attributeValuesFromEntries(attributes, subscription.sku_attributes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!attributes.length) return <p className="muted">This box has no dog information to edit.</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAttributeForm(attributes, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(toSkuAttributes(attributes, values));
  };
  return (
    <form className="inline-form inline-form--stacked" onSubmit={submit} noValidate aria-label="Dog information">
      <AttributeForm attributes={attributes} values={values} onChange={setValues} errors={errors} />
      <button type="submit" className="button button--primary" disabled={busy}>Save dog information</button>
    </form>
  );
}
