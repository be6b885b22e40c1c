import { typingRejectedMessage } from '../messages';

// 000 §5: text fields allow letters, digits, space and . , ! ( ) [ ]. Letters include accented ones (spec silent).
const TEXT_CHAR = /^[\p{L}\p{M}0-9 .,!()[\]]$/u;
// E-mail-like fields allow only letters, digits, @ . _ - (ASCII letters: an address is ASCII).
const EMAIL_CHAR = /^[A-Za-z0-9@._-]$/;

const EMAIL_LABELS = ['Email', "Recipient's Email"];

export function isEmailLikeField(attr: { label: string; value?: string | null }): boolean {
  return EMAIL_LABELS.includes(attr.label) || attr.value === 'email';
}

// 000 §5 typing filter: rejected characters are dropped and '{label} can only contain letters and numbers!' shown.
export function filterTyping(
  attr: { label: string; value?: string | null },
  next: string,
): { value: string; rejected: boolean; message?: string } {
  const allowed = isEmailLikeField(attr) ? EMAIL_CHAR : TEXT_CHAR;
  const chars = Array.from(typeof next === 'string' ? next : '');
  const kept = chars.filter((c) => allowed.test(c));
  if (kept.length === chars.length) return { value: kept.join(''), rejected: false };
  return { value: kept.join(''), rejected: true, message: typingRejectedMessage(attr.label) };
}
