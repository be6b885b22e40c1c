// The affiliate's signed W-9 is a document: a PDF, or a photo or scan of the signed page (PNG, JPEG). The
// shop checks the file's own first bytes, not its name, on the page and on the server, and keeps it small
// enough to travel in one API request.
export const W9_MAX_BYTES = 700 * 1024;

export type W9ContentType = 'application/pdf' | 'image/png' | 'image/jpeg';

export const W9_FILE_MESSAGES = {
  missing: 'Please choose your signed W-9 (PDF, PNG or JPEG).',
  empty: 'That file is empty. Please choose your signed W-9 (PDF, PNG or JPEG).',
  kind: 'That file is not a PDF, PNG or JPEG. Please upload your signed W-9 as a PDF, or a photo or scan of it.',
  size: 'That file is larger than 700 KB. Please upload a smaller PDF, or a photo or scan of the signed page.',
} as const;

const SIGNATURES: [W9ContentType, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** Bytes read from the start of a file that tell its kind. */
export const W9_HEAD_BYTES = 8;

/** The file's kind by its first bytes, or null when it is none of the three. */
export function w9ContentType(head: ArrayLike<number>): W9ContentType | null {
  const found = SIGNATURES.find(([, magic]) => magic.every((byte, i) => head[i] === byte));
  return found ? found[0] : null;
}

export type W9FileCheck = { ok: true; contentType: W9ContentType } | { ok: false; message: string };

/** Whether a file of `size` bytes starting with `head` may be uploaded as the W-9, and if not, what is wrong. */
export function checkW9File(file: { size: number; head: ArrayLike<number> } | null): W9FileCheck {
  if (!file) return { ok: false, message: W9_FILE_MESSAGES.missing };
  if (file.size === 0) return { ok: false, message: W9_FILE_MESSAGES.empty };
  const contentType = w9ContentType(file.head);
  if (!contentType) return { ok: false, message: W9_FILE_MESSAGES.kind };
  if (file.size > W9_MAX_BYTES) return { ok: false, message: W9_FILE_MESSAGES.size };
  return { ok: true, contentType };
}
