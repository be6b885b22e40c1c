// How the add-to-cart modal (000 §2) titles its sections and choices, from what the item is.
import { ADD_TO_CART_MODAL_TEXTS } from '../messages';
import type { SkuGroupAttribute } from './entities';

export const GIFT_INFORMATION = 'Gift Information';
export const SEPARATE_ITEM = 'As a separate item';

const isRecipientField = (a: SkuGroupAttribute) => /recipient/i.test(a.data.label);

/**
 * The attribute form's heading: 'Dog Information' (000 §2) for what is about a dog; a gift card's fields
 * (Recipient's Email and the like) are about the person receiving it, so they are 'Gift Information'.
 */
export function attributeSectionTitle(attributes: SkuGroupAttribute[]): string {
  return attributes.length > 0 && attributes.every(isRecipientField) ? GIFT_INFORMATION : ADD_TO_CART_MODAL_TEXTS.dogInformation;
}

/**
 * Beside the existing dog boxes, the other choice: 'Add a New Dog' (000 §2) when the item starts a box of its
 * own (a wrapped subscription); an item that does not (a one-time chew) goes in the cart as a separate item.
 */
export function newLineChoiceLabel(startsOwnBox: boolean): string {
  return startsOwnBox ? ADD_TO_CART_MODAL_TEXTS.addNewDog : SEPARATE_ITEM;
}
