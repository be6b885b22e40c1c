// Page text as the recording may carry it: text in obscured nodes (and, in private mode, all text
// outside nodes marked to unmask) becomes asterisks; e-mails and card-like numbers are masked;
// stylesheet text goes with the base URL so the replay can resolve its url()s.
import { maskText, type TextPrivacy } from '../../domain/text-privacy';
import { MessageType as M } from '../protocol/messages';
import { INPUT_TEXT, OBSCURED, UNMASKED } from './node-registry';
import type { RecordingContext } from './recording-context';

const privacy: TextPrivacy = { obscured: false, maskEmails: true, zeroDigits: false, maskCardNumbers: true };

export function isObscuredLevel(ctx: RecordingContext, level: number): boolean {
  return (level & (OBSCURED | INPUT_TEXT)) !== 0 || (ctx.options.privateMode && (level & UNMASKED) === 0);
}

export function maskedText(ctx: RecordingContext, text: string, level: number): string {
  privacy.obscured = isObscuredLevel(ctx, level);
  privacy.maskEmails = ctx.options.maskEmails;
  privacy.zeroDigits = ctx.options.zeroDigits;
  privacy.maskCardNumbers = ctx.options.maskCardNumbers;
  return maskText(text, privacy);
}

/** The data of a recorded text node; `parentTag` decides whether it is stylesheet text. */
export function writeText(ctx: RecordingContext, id: number, text: Text, parentTag: string): void {
  const data = text.data;
  if (parentTag === 'style') {
    ctx.out.push([M.SetCSSDataURLBased, id, data, ctx.baseURL]);
    return;
  }
  if (data.length === 0) return;
  ctx.out.m1s(M.SetNodeData, id, maskedText(ctx, data, ctx.registry.levels[id]));
}
