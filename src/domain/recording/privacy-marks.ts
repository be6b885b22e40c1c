// How a page marks what the recording agent must not read (001 §5: obscured nodes become
// asterisks): the shop puts the obscure mark on every block of personal data it shows (names,
// addresses, e-mails, phones, order and payment details); the agent's options default to these names.
export const OBSCURE_ATTRIBUTE = 'data-pawprint-obscured';
export const UNMASK_ATTRIBUTE = 'data-pawprint-unmask';

/** Spread on an element whose text and fields the recording shows as asterisks. */
export const OBSCURED_BLOCK = { [OBSCURE_ATTRIBUTE]: '' } as const;
