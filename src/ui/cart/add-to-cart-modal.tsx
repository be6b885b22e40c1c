import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { ADD_TO_CART_MODAL_TEXTS, attributeSectionTitle, dogBoxesFor, filterTyping, newLineChoiceLabel, shouldWrapInBundle, type AttributeValue } from '../../domain';
import type { AddRoute } from '../../application/cart/add-to-cart.machine';
import { ConfirmDialog, Dialog } from '../primitives/dialog';
import { FloatingInput } from '../primitives/floating-input';
import { Spinner } from '../primitives/spinner';
import { AttributeForm } from './attribute-form';
import { useStartedCart, useCartState } from './cart-hooks';
import '../styles/cart.css';

// 000 §2 names the dialog but not its words.
export const CHANNEL_CONFLICT_TITLE = 'Different selling channel';
export const CHANNEL_CONFLICT_MESSAGE =
  'This item is from a different selling channel than the items in your cart. Continue to replace your cart with this item, or add it alongside them and keep your cart.';
// 000 §4: Continue replaces the cart; the other choice adds the item alongside. The labels say which is which.
export const CHANNEL_CONFLICT_REPLACE = 'Continue: replace my cart';
export const CHANNEL_CONFLICT_ALONGSIDE = 'Add alongside my cart';

const NEW_DOG = '';

/** The add-to-cart modal (000 §2): Dog Information, Human Information for guests, the dog-box chooser, and the channel dialog. */
export function AddToCartModal() {
  const { addToCart } = useStartedCart();
  const { cart, user } = useCartState();
  // Narrow selections: the dialog re-renders for what it shows, not for every step of the flow.
  const request = useSelector(addToCart, (s) => s.context.request);
  const attributes = useSelector(addToCart, (s) => s.context.attributes);
  const errors = useSelector(addToCart, (s) => s.context.errors);
  const emailError = useSelector(addToCart, (s) => s.context.emailError);
  const initialEmail = useSelector(addToCart, (s) => s.context.email);
  // What was typed for this add: empty for a new add, kept when the modal comes back after a failed call.
  const keptValues = useSelector(addToCart, (s) => s.context.values);
  const keptRejectedPhones = useSelector(addToCart, (s) => s.context.rejectedPhones);
  const specialSkuGroupId = useSelector(addToCart, (s) => s.context.settings?.specialSkuGroupId ?? '');
  const open = useSelector(addToCart, (s) => s.context.modal && s.hasTag('modal'));
  const busy = useSelector(addToCart, (s) => s.hasTag('busy'));
  const confirmingSwitch = useSelector(addToCart, (s) => s.hasTag('channelChoice'));
  const [values, setValues] = useState<Record<string, AttributeValue>>({});
  const [rejectedPhones, setRejectedPhones] = useState<string[]>([]);
  const phoneChecked = useCallback((id: string, valid: boolean) => {
    setRejectedPhones((ids) => (valid ? (ids.includes(id) ? ids.filter((x) => x !== id) : ids) : ids.includes(id) ? ids : [...ids, id]));
  }, []);
  const [email, setEmail] = useState('');
  const [emailNote, setEmailNote] = useState('');
  const [dogBox, setDogBox] = useState(NEW_DOG);
  // The form is made when the modal opens for an add, with what the flow holds for it (the kept e-mail; what was
  // typed, when an add shown at once in the drawer failed and the modal is back).
  const formKey = open && request ? `${request.product.id}/${request.sku.id}` : null;

  useEffect(() => {
    if (formKey === null) return;
    setValues(keptValues);
    setRejectedPhones(keptRejectedPhones);
    setEmail(initialEmail);
    setEmailNote('');
    setDogBox(NEW_DOG);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formKey]);

  const dogBoxes = request ? dogBoxesFor(request.product, cart?.items) : [];
  const startsOwnBox = !!request && shouldWrapInBundle(request.sku, specialSkuGroupId);
  const guest = !user;
  const submit = (route: AddRoute) => {
    if (dogBox !== NEW_DOG) addToCart.send({ type: 'chooseBundle', bundleId: dogBox, route });
    else addToCart.send({ type: 'submit', values, email, route, rejectedPhones });
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={() => addToCart.send({ type: 'cancel' })}
        title={request?.sku.name ?? ''}
        footer={
          <>
            {busy ? <Spinner label="Adding to cart" /> : null}
            {/* The spec's Continue, saying where it goes (000 §1: /checkout). */}
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => submit('checkout')}>
              Continue to checkout
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => submit('cart')}>
              Add to Cart
            </button>
          </>
        }
      >
        <form
          className="add-to-cart"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit('cart');
          }}
        >
          {dogBoxes.length > 0 ? (
            <fieldset className="dog-boxes">
              <legend>Your dog boxes</legend>
              {dogBoxes.map((box) => (
                <label key={box.id} className="dog-boxes__option">
                  <input type="radio" name="dog-box" value={box.id} checked={dogBox === box.id} onChange={() => setDogBox(box.id)} />{' '}
                  {box.name || box.sku?.name}
                </label>
              ))}
              <label className="dog-boxes__option">
                <input type="radio" name="dog-box" value={NEW_DOG} checked={dogBox === NEW_DOG} onChange={() => setDogBox(NEW_DOG)} />{' '}
                {newLineChoiceLabel(startsOwnBox)}
              </label>
            </fieldset>
          ) : null}
          {dogBox === NEW_DOG && attributes.length > 0 ? (
            <section aria-labelledby="dog-information">
              <h3 id="dog-information">{attributeSectionTitle(attributes)}</h3>
              <AttributeForm attributes={attributes} values={values} onChange={setValues} errors={errors} onPhoneValidity={phoneChecked} />
            </section>
          ) : null}
          {guest && dogBox === NEW_DOG ? (
            <section aria-labelledby="human-information">
              <h3 id="human-information">{ADD_TO_CART_MODAL_TEXTS.humanInformation}</h3>
              <FloatingInput
                name="email"
                type="email"
                label="Email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                error={emailError}
                hint={emailNote || null}
                onChange={(typed) => {
                  const filtered = filterTyping({ label: 'Email' }, typed);
                  setEmailNote(filtered.rejected ? (filtered.message ?? '') : '');
                  setEmail(filtered.value);
                }}
              />
            </section>
          ) : null}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmingSwitch}
        title={CHANNEL_CONFLICT_TITLE}
        message={CHANNEL_CONFLICT_MESSAGE}
        confirmLabel={CHANNEL_CONFLICT_REPLACE}
        cancelLabel={CHANNEL_CONFLICT_ALONGSIDE}
        onConfirm={() => addToCart.send({ type: 'confirmSwitch' })}
        onCancel={() => addToCart.send({ type: 'cancelSwitch' })}
        // 000 §4: anything but Continue lets the add proceed normally, dismissing included.
        onDismiss={() => addToCart.send({ type: 'cancelSwitch' })}
      />
    </>
  );
}
