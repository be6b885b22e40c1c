// Page text as the recording may carry it: text in obscured nodes (and, in private mode, all text
// outside nodes marked to unmask) becomes asterisks; e-mails and card-like numbers are masked;
// stylesheet text goes with the base URL so the replay can resolve its url()s.
import { CARD_SHAPE, maskText } from '../../domain/recording/text-privacy';
import { MessageType as M } from '../../protocol/messages';
import { sanitiseUrlText } from '../../domain/recording/url-privacy';
import { INPUT_TEXT, OBSCURED, UNMASKED } from './node-registry';
import type { RecordingContext } from './recording-context';

export function isObscuredLevel(ctx: RecordingContext, level: number): boolean {
  return (level & (OBSCURED | INPUT_TEXT)) !== 0 || (ctx.options.privateMode && (level & UNMASKED) === 0);
}

/**
 * Text without an '@' or a run of 13 digits holds no e-mail and no card number, nor does any piece of it: unless
 * its node is obscured or digits are zeroed it goes as it is (a burst of text changes meets this first).
 */
export const keptAsIs = (ctx: RecordingContext, text: string): boolean =>
  !ctx.options.zeroDigits && text.indexOf('@') === -1 && !CARD_SHAPE.test(text);

export function maskedText(ctx: RecordingContext, text: string, level: number): string {
  const obscured = isObscuredLevel(ctx, level);
  const { maskEmails, zeroDigits } = ctx.options;
  // Card-like digits never leave the page, whatever the options say.
  return !obscured && keptAsIs(ctx, text) ? text : maskText(text, { obscured, maskEmails, zeroDigits, maskCardNumbers: true });
}

/**
 * The data of a recorded text node, read by the caller; `parentTag` decides whether it is stylesheet text. A text node
 * just created in the replay holds empty text already, so its empty data is left out by the caller.
 */
export function writeText(ctx: RecordingContext, id: number, data: string, parentTag: string): void {
  if (parentTag === 'style') {
    ctx.out.push([M.SetCSSDataURLBased, id, sanitiseUrlText(data), ctx.baseURL]);
    return;
  }
  writePageText(ctx, id, data);
}

/** The data of a recorded text outside any stylesheet, already read (as part of a run of texts). */
export function writePageText(ctx: RecordingContext, id: number, data: string): void {
  ctx.out.m1s(M.SetNodeData, id, maskedText(ctx, data, ctx.registry.privacyLevels[id]));
}
