import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK, maskEmailsIn, mayBePrivate, sanitisePayload, sanitiseUrl, sanitiseUrlText } from '../../src/domain/recording';
import { recordedInputValue } from '../../src/domain/recording/input-privacy';

const token = fc.stringMatching(/^[A-Za-z0-9_-]{6,24}$/);
const sensitiveName = fc.constantFrom('token', 'access_token', 'id_token', 'api_key', 'session_key', 'password', 'jwt', 'Authorization');

describe('Addresses as the recording carries them', () => {
  it('masks sensitive parameters in the query and in the fragment, and keeps the rest byte for byte', () => {
    fc.assert(fc.property(sensitiveName, token, fc.constantFrom('?', '#', '#/cart?'), (name, value, where) => {
      const url = `https://shop.example/p/1${where}page=2&${name}=${value}&sort=asc`;
      const out = sanitiseUrl(url);
      expect(out).not.toContain(value);
      expect(out).toBe(`https://shop.example/p/1${where}page=2&${name}=${MASK}&sort=asc`);
    }));
  });

  it('masks e-mails (plain or encoded), card numbers and SSNs in parameter values whatever the name', () => {
    expect(sanitiseUrl('https://x.example/?to=ann%40example.com&n=1')).toBe(`https://x.example/?to=${MASK}&n=1`);
    expect(sanitiseUrl('https://x.example/?c=4242424242424242')).toBe(`https://x.example/?c=${MASK}`);
    expect(sanitiseUrl('https://x.example/?s=078-05-1120')).toBe(`https://x.example/?s=${MASK}`);
    expect(sanitiseUrl('https://x.example/u/ann@example.com/')).not.toContain('ann@example.com');
  });

  it('cleans every address inside a srcset, an inline style or a stylesheet', () => {
    const css = `.a{background:url("/a.png?token=SECRET1")} .b{background:url(/b.png?sig=1&token=SECRET2)}`;
    expect(sanitiseUrlText(css)).toBe(`.a{background:url("/a.png?token=${MASK}")} .b{background:url(/b.png?sig=1&token=${MASK})}`);
    expect(sanitiseUrlText('/a.png?token=S1 1x, /b.png?token=S2 2x')).toBe(`/a.png?token=${MASK} 1x, /b.png?token=${MASK} 2x`);
  });

  it("keeps a stylesheet's attribute selectors and the rules after them: a selector's value is no parameter, an @media no e-mail", () => {
    const css = '.add-to-cart{min-height:48px;font-size:1.05rem}.add-to-cart[aria-busy=true]{cursor:progress;opacity:.75}.caption{display:inline-block}@media (width<=40rem){.a{b:c}}';
    expect(sanitiseUrlText(css)).toBe(css);
    // an address inside the same sheet is still cleaned
    expect(sanitiseUrlText(`${css}.hero{background:url(/img.png?token=abc)}`)).toBe(`${css}.hero{background:url(/img.png?token=******)}`);
  });

  it('says a text may be private whenever any masking would change it', () => {
    // Digits, their separators, and pieces of what the rules look for, so e-mails, cards, SSNs and parameters turn up.
    const piece = fc.constantFrom(...'0123456789 -@.=&?#;'.split(''), '%40', 'ann', 'ex.com', 'token', '4242 4242 4242 4242', '078-05-1120', '?to=');
    fc.assert(fc.property(fc.array(piece, { maxLength: 24 }).map((cs) => cs.join('')), (text) => {
      if (!mayBePrivate(text)) {
        expect(sanitiseUrlText(text)).toBe(text);
        expect(maskEmailsIn(text)).toBe(text);
      }
    }), { numRuns: 20000 });
    expect(mayBePrivate('chew toy 123 of 10000')).toBe(false);
    expect(mayBePrivate('078-05-1120')).toBe(true);
  });

  it('leaves addresses without anything private as they are', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(fc.property(segment, fc.array(segment, { maxLength: 4 }), fc.array(fc.tuple(fc.constantFrom('page', 'sort', 'q', 'size'), segment), { maxLength: 3 }), (host, path, params) => {
      const query = params.length ? `?${params.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
      const url = `https://${host}.example/${path.join('/')}${query}`;
      expect(sanitiseUrl(url)).toBe(url);
    }));
  });
});

describe('Payloads of custom events and issues', () => {
  it('masks sensitive keys, and e-mails, cards, SSNs and tokens in any string, at any depth; cycles are no error', () => {
    const cyclic: Record<string, unknown> = { note: 'call ann@example.com' };
    cyclic.self = cyclic;
    const out = sanitisePayload({ password: 'hunter2', nested: [{ card: '4242 4242 4242 4242', ssn: '078-05-1120', link: '/x?token=abc' }], cyclic });
    const text = JSON.stringify(out);
    for (const secret of ['hunter2', '4242 4242 4242 4242', '078-05-1120', 'token=abc', 'ann@example.com']) expect(text).not.toContain(secret);
    expect(text).toContain('[Circular]');
  });
});

describe('Unmasked fields', () => {
  it('never carry a card number, even where the owner unmasked the field', () => {
    fc.assert(fc.property(fc.constantFrom('4242424242424242', '5555 5555 5555 4444', '378282246310005'), (card) => {
      const recorded = recordedInputValue(`pay ${card}`, { type: 'text', unmasked: true, obscured: false, autocomplete: '' });
      expect(recorded.value).not.toContain(card);
    }));
  });
});
