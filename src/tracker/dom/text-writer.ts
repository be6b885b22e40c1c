// Page text as the recording may carry it: text in obscured nodes (and, in private mode, all text
// outside nodes marked to unmask) becomes asterisks; e-mails and card-like numbers are masked;
// stylesheet text goes with the base URL so the replay can resolve its url()s.
import { maskText, type TextPrivacy } from '../../domain/recording/text-privacy';
import { MessageType as M } from '../../protocol/messages';
import { sanitiseUrlText } from '../../domain/recording/url-privacy';
import { INPUT_TEXT, OBSCURED, UNMASKED } from './node-registry';
import type { RecordingContext } from './recording-context';

const privacy: TextPrivacy = { obscured: false, maskEmails: true, zeroDigits: false, maskCardNumbers: true };

export function isObscuredLevel(ctx: RecordingContext, level: number): boolean {
  return (level & (OBSCURED | INPUT_TEXT)) !== 0 || (ctx.options.privateMode && (level & UNMASKED) === 0);
}

export function maskedText(ctx: RecordingContext, text: string, level: number): string {
  const obscured = isObscuredLevel(ctx, level);
  // Most page text is short and holds no '@': no e-mail and no card number can be in it, so unless
  // the node is obscured or digits are zeroed it goes as it is (a burst of text changes meets this first).
  if (!obscured && text.length < 13 && !ctx.options.zeroDigits && text.indexOf('@') === -1) return text;
  privacy.obscured = obscured;
  privacy.maskEmails = ctx.options.maskEmails;
  privacy.zeroDigits = ctx.options.zeroDigits;
  // Card-like digits never leave the page, whatever the options say.
  privacy.maskCardNumbers = true;
  return maskText(text, privacy);
}

/** The data of a recorded text node that changed; `parentTag` decides whether it is stylesheet text. */
export function writeText(ctx: RecordingContext, id: number, text: Text, parentTag: string): void {
  writeData(ctx, id, text.data, parentTag);
}

/** A text node just created in the replay: empty text is what it already holds, so it is left out. */
export function writeNewText(ctx: RecordingContext, id: number, text: Text, parentTag: string): void {
  const data = text.data;
  if (data.length !== 0) writeData(ctx, id, data, parentTag);
}

function writeData(ctx: RecordingContext, id: number, data: string, parentTag: string): void {
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
