// Spec texts are shown as the spec writes them ('Special Offer', 'Digital', 'Free Shipping'): no stylesheet
// changes their letter case, so what a person sees and what a screen reader reads are the spec's words.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'src/ui/styles';
const sheets = readdirSync(DIR).filter((f) => f.endsWith('.css'));

describe('stylesheets', () => {
  it.each(sheets)('%s never changes the letter case of text', (file) => {
    const css = readFileSync(`${DIR}/${file}`, 'utf8');
    expect(css.match(/text-transform\s*:\s*(uppercase|lowercase|capitalize)|font-variant(-caps)?\s*:\s*[^;]*caps/gi) ?? []).toEqual([]);
  });
});
