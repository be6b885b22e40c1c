// The rules of the shop's feedback screens: the retailer application, a review and its stars, a survey's
// response and a store's modules. The page and the mock server both hold each of them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPES, EMAIL_NOT_VALID_MESSAGE, MAX_SOCIAL_LINKS, PHONE_WITH_COUNTRY_CODE_MESSAGE, REQUIRED_FIELD_MESSAGE, SOCIAL_LINK_MESSAGE,
  TOO_MANY_SOCIAL_LINKS_MESSAGE, isResponseTo, ratingSummaryText, retailerRequest, reviewProblems, reviewerName, starSplit,
  storeModulesToShow, surveyResponse, unansweredQuestions, CHOOSE_RATING_MESSAGE, REVIEW_TOO_SHORT_MESSAGE, STORE_MODULE_TYPES,
  type RetailerApplicationForm, type Survey,
} from '../../src/domain';

const ADDRESS = { first_name: 'Ana', last_name: 'Ruiz', line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };
const GOOD: RetailerApplicationForm = {
  business_name: 'Bark & Co', business_type: 'Pet store', contact_name: 'Ana Ruiz', email: ' Ana@BarkCo.com ', phone: '+1 512 555 0100',
  shipping_address: ADDRESS, social_links: 'https://instagram.com/barkco\n\n https://barkco.com ',
};

describe('The retailer application (000 §3 retailer request)', () => {
  it('sends the business, contact, shipping and social links, cleaned', () => {
    const checked = retailerRequest(GOOD);
    expect(checked).toEqual({
      ok: true,
      input: {
        business_name: 'Bark & Co', business_type: 'Pet store', contact_name: 'Ana Ruiz', email: 'ana@barkco.com', phone: '+15125550100',
        shipping_address: { ...ADDRESS, line2: null }, social_links: ['https://instagram.com/barkco', 'https://barkco.com'],
      },
    });
  });

  it('says what is wrong with each field', () => {
    const checked = retailerRequest({ ...GOOD, business_name: ' ', business_type: 'Spaceship', email: 'ana@', phone: '12', social_links: 'instagram', shipping_address: { ...ADDRESS, city: '' } });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.fields).toEqual({
      business_name: REQUIRED_FIELD_MESSAGE, business_type: REQUIRED_FIELD_MESSAGE, email: EMAIL_NOT_VALID_MESSAGE, phone: PHONE_WITH_COUNTRY_CODE_MESSAGE, social_links: SOCIAL_LINK_MESSAGE,
    });
    expect(checked.problems.address).toEqual({ city: REQUIRED_FIELD_MESSAGE });
    const many = Array.from({ length: MAX_SOCIAL_LINKS + 1 }, (_, i) => `https://shop${i}.com`).join('\n');
    expect(retailerRequest({ ...GOOD, social_links: many })).toMatchObject({ ok: false, problems: { fields: { social_links: TOO_MANY_SOCIAL_LINKS_MESSAGE } } });
  });

  it('property: a complete application is sent, cleaned so it passes the rule again; blanking any required field stops it', () => {
    const word = fc.string({ minLength: 1, maxLength: 10 }).filter((w) => w.trim().length > 0);
    const local = fc.stringMatching(/^[a-z0-9._+-]{1,10}$/);
    const complete = fc.record({
      business_name: word, business_type: fc.constantFrom(...BUSINESS_TYPES), contact_name: word,
      email: fc.tuple(local, fc.constantFrom('barkco.com', 'Example.ORG', 'vet.co.uk')).map(([l, d]) => ` ${l}@${d} `),
      phone: fc.tuple(fc.integer({ min: 1, max: 999 }), fc.stringMatching(/^\d{3,10}$/)).map(([c, n]) => `+${c} ${n}`),
      shipping_address: fc.record({ first_name: word, last_name: word, line1: word, line2: fc.string({ maxLength: 5 }), city: word, state: word, postal_code: word, country: word }),
      social_links: fc.array(fc.tuple(fc.constantFrom('https', 'http'), fc.constantFrom('instagram.com', 'barkco.com'), fc.stringMatching(/^[a-z0-9]{0,8}$/)).map(([p, h, path]) => `${p}://${h}/${path}`), { maxLength: MAX_SOCIAL_LINKS })
        .map((l) => l.join('\n')),
    });
    const required = ['business_name', 'contact_name', 'email', 'phone', 'first_name', 'last_name', 'line1', 'city', 'state', 'postal_code', 'country'] as const;
    fc.assert(fc.property(complete, fc.constantFrom(...required), (form, blank) => {
      const checked = retailerRequest(form);
      expect(checked.ok).toBe(true);
      if (!checked.ok) return;
      const { input } = checked;
      const again = retailerRequest({ ...input, social_links: input.social_links.join('\n'), shipping_address: { ...input.shipping_address, line2: input.shipping_address.line2 ?? '' } });
      expect(again).toEqual(checked);
      const broken = blank in form
        ? { ...form, [blank]: '  ' }
        : { ...form, shipping_address: { ...form.shipping_address, [blank]: '' } };
      expect(retailerRequest(broken).ok).toBe(false);
    }));
  });
});

describe('A review (000 §7 createReview) and a rating (001 §7 averageRating)', () => {
  it('needs a rating of 1 to 5 and a few words', () => {
    expect(reviewProblems({ rating: 0, body: 'Great' })).toEqual({ rating: CHOOSE_RATING_MESSAGE, body: REVIEW_TOO_SHORT_MESSAGE });
    expect(reviewProblems({ rating: 5, body: '  Lasts for weeks.  ' })).toEqual({});
    expect(reviewProblems({ rating: 4.5, body: 'Lasts for weeks.' }).rating).toBe(CHOOSE_RATING_MESSAGE);
  });

  it('property: five stars in all, rounded to the nearest half, never fewer for a higher average', () => {
    fc.assert(fc.property(fc.double({ min: -2, max: 8, noNaN: true }), fc.double({ min: -2, max: 8, noNaN: true }), (a, b) => {
      const s = starSplit(a);
      expect(s.full + s.half + s.empty).toBe(5);
      expect([0, 1]).toContain(s.half);
      expect(Math.abs(s.full + s.half / 2 - Math.min(5, Math.max(0, a)))).toBeLessThanOrEqual(0.25);
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(starSplit(lo).full * 2 + starSplit(lo).half).toBeLessThanOrEqual(starSplit(hi).full * 2 + starSplit(hi).half);
    }));
  });

  it('reads the average with its count, and names a reviewer by first name and initial', () => {
    expect(ratingSummaryText(4.5, 2)).toBe('4.5 out of 5 · 2 reviews');
    expect(ratingSummaryText(5, 1)).toBe('5.0 out of 5 · 1 review');
    expect(ratingSummaryText(0, 0)).toBe('No reviews yet');
    expect(reviewerName('dana', 'miller')).toBe('dana M.');
    expect(reviewerName(null, 'Miller')).toBe('A customer');
  });
});

const SURVEY: Survey = {
  id: 's1', title: 'How was your box?',
  questions: [
    { id: 'q1', text: 'Treats?', answers: [{ id: 'a1', text: 'Loved them' }, { id: 'a2', text: 'Not really' }] },
    { id: 'q2', text: 'Chews?', answers: [{ id: 'b1', text: 'Yes' }, { id: 'b2', text: 'No' }] },
  ],
};

describe('A survey response (001 §3 Survey, 000 §7 createSurveyResponse)', () => {
  it('answers every question with one of its own answers', () => {
    expect(surveyResponse(SURVEY, { q1: 'a2' })).toEqual({ ok: false, unanswered: ['q2'] });
    expect(surveyResponse(SURVEY, { q1: 'b1', q2: 'b1' })).toEqual({ ok: false, unanswered: ['q1'] });
    const sent = surveyResponse(SURVEY, { q1: 'a2', q2: 'b1' });
    expect(sent).toEqual({ ok: true, input: { survey: 's1', answers: [{ question: 'q1', answer: 'a2' }, { question: 'q2', answer: 'b1' }] } });
  });

  it('property: the page sends a response exactly when the server would take it', () => {
    const choice = fc.constantFrom(undefined, 'a1', 'a2', 'b1', 'b2', 'zz');
    fc.assert(fc.property(choice, choice, (c1, c2) => {
      const checked = surveyResponse(SURVEY, { q1: c1, q2: c2 });
      if (checked.ok) expect(isResponseTo(SURVEY, checked.input)).toBe(true);
      else expect(checked.unanswered).toEqual(unansweredQuestions(SURVEY, { q1: c1, q2: c2 }));
      expect(checked.ok).toBe(unansweredQuestions(SURVEY, { q1: c1, q2: c2 }).length === 0);
    }));
    expect(isResponseTo(SURVEY, { survey: 's1', answers: [{ question: 'q1', answer: 'a1' }, { question: 'q1', answer: 'a1' }] })).toBe(false);
    expect(isResponseTo(SURVEY, { survey: 'other', answers: [] })).toBe(false);
  });
});

describe('A store\'s modules (001 §3 Store modules)', () => {
  it('shows the active modules of the types the shop knows, in order; others are left out', () => {
    expect(storeModulesToShow([
      { id: 'm1', type: 'announcement', settings: { text: 'Ships Monday' }, status: true },
      { id: 'm2', type: 'announcement', settings: { text: 'Closed' }, status: false },
      { id: 'm3', type: 'loyalty_points', settings: { rate: 2 }, status: true },
      { id: 'm4', type: 'banner', settings: { title: 'New', link: 'https://evil.example', linkLabel: 'Go' }, status: true },
      { id: 'm5', type: 'contact', settings: {}, status: true },
    ])).toEqual([
      { id: 'm1', kind: 'announcement', text: 'Ships Monday' },
      { id: 'm4', kind: 'banner', title: 'New', text: null, link: null },
    ]);
  });

  it('property: only active modules of known types, each once, in the store\'s order', () => {
    const module = fc.record({
      id: fc.uuid(), type: fc.oneof(fc.constantFrom(...STORE_MODULE_TYPES), fc.string()),
      settings: fc.oneof(fc.constant(null), fc.dictionary(fc.constantFrom('text', 'title', 'email', 'phone', 'amount', 'link', 'linkLabel'), fc.oneof(fc.string(), fc.integer(), fc.constant('/retailers')))),
      status: fc.oneof(fc.boolean(), fc.constant(null)),
    });
    fc.assert(fc.property(fc.uniqueArray(module, { selector: (m) => m.id, maxLength: 8 }), (modules) => {
      const shown = storeModulesToShow(modules);
      const ids = modules.map((m) => m.id);
      let last = -1;
      for (const m of shown) {
        const source = modules.find((x) => x.id === m.id)!;
        expect(source.status).toBe(true);
        expect(m.kind).toBe(source.type);
        expect(ids.indexOf(m.id)).toBeGreaterThan(last);
        last = ids.indexOf(m.id);
        if (m.kind === 'banner' && m.link) expect(m.link.to.startsWith('/') && !m.link.to.startsWith('//')).toBe(true);
      }
    }));
  });
});
