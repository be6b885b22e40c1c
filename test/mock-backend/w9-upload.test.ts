import { describe, expect, it } from 'vitest';
import { harness } from './backend-harness';
import { W9_FILE_MESSAGES, W9_MAX_BYTES } from '../../src/domain/account/w9-file';

const upload = 'mutation($i: JSON!) { createForm(input: $i) { id file verify type } }';
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

describe('createForm for the W-9 keeps the file itself, checked by its bytes (001 §2 Settings)', () => {
  it('stores a PDF and answers it pending; lastForm names it', async () => {
    const h = harness();
    await h.login('affiliate@pawprint.test');
    const pdf = '%PDF-1.7\n%%EOF';
    const form = (await h.data(upload, { i: { type: 'w9form', file: 'w9.pdf', content_type: 'application/pdf', data: b64(pdf) } })).createForm;
    expect(form).toMatchObject({ file: 'w9.pdf', verify: 'pending', type: 'w9form' });
    expect((await h.data('{ lastForm(type: "w9form") { id file verify } }')).lastForm).toEqual({ id: form.id, file: 'w9.pdf', verify: 'pending' });
    const kept = h.backend.state.records.formFiles?.find((f) => f.formId === form.id);
    expect(kept).toMatchObject({ contentType: 'application/pdf', size: pdf.length });
    expect(Buffer.from(String(kept!.data), 'base64').toString()).toBe(pdf);
  });

  it.each([
    ['a name only (no file)', { type: 'w9form', file: 'w9.pdf' }, W9_FILE_MESSAGES.missing],
    ['a .txt file', { type: 'w9form', file: 'w9.txt', data: b64('my ssn') }, W9_FILE_MESSAGES.kind],
    ['a text file named .pdf', { type: 'w9form', file: 'w9.pdf', data: b64('not a pdf') }, W9_FILE_MESSAGES.kind],
    ['a PDF over the limit', { type: 'w9form', file: 'big.pdf', data: b64(new Uint8Array(W9_MAX_BYTES + 1).fill(0x25).map((v, i) => [0x25, 0x50, 0x44, 0x46, 0x2d][i] ?? v)) }, W9_FILE_MESSAGES.size],
  ])('refuses %s, saying what is wrong, and keeps no form', async (_label, input, message) => {
    const h = harness();
    await h.login('affiliate@pawprint.test');
    const before = (await h.data('{ lastForm(type: "w9form") { id } }')).lastForm;
    expect(await h.error(upload, { i: input })).toBe(message);
    expect((await h.data('{ lastForm(type: "w9form") { id } }')).lastForm).toEqual(before);
  });
});
