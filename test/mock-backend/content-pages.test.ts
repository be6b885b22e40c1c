import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOX_GUIDES, introductionPath } from '../../src/server/mock-api/seed-content-guides';
import { CONTENT_PAGES } from '../../src/server/mock-api/seed-content-pages';
import { SITE_LINKS } from '../../src/server/mock-api/site-links';
import { LEGAL_LINKS, SITE_MENUS } from '../../src/ui/shell/site-menus';
import { harness } from './backend-harness';

const PAGE = `query($u: String!) { getSinglePage(url: $u) {
  url title description siteType category { id } productId
  hero { url alt width height } sections { heading paragraphs image { url alt } }
} }`;

const menuPaths = SITE_MENUS.flatMap((m) => m.links.map((l) => l.to));
const footerPaths = LEGAL_LINKS.map((l) => l.to);
const guidePaths = BOX_GUIDES.map((b) => introductionPath(b.slug));

describe('every menu and footer link has a page (001 §2 Fixed menu and footer links)', () => {
  it.each([...menuPaths, ...footerPaths, ...guidePaths])('getSinglePage(%s) answers a listing, a product or a content page', async (url) => {
    const page = (await harness().data(PAGE, { u: url })).getSinglePage;
    expect(page).not.toBeNull();
    expect(page.title.trim()).not.toBe('');
    const content = !page.category && !page.productId;
    if (content) {
      expect(page.sections.length).toBeGreaterThan(0);
      expect(page.sections.every((s: { paragraphs: string[] }) => s.paragraphs.length > 0)).toBe(true);
      expect(page.hero.alt).not.toBe('');
      expect(['blog', 'general']).toContain(page.siteType);
    } else {
      expect(page.siteType).toBe('general');
    }
  });

  it('has a guide for each box, and the menu guide links to each', async () => {
    expect(BOX_GUIDES.map((b) => b.slug)).toEqual(['treat-and-chew-box', 'treat-only-box', 'chew-only-box', 'mini-box']);
    const general = (await harness().data(PAGE, { u: '/how-to-introduce-pawprint-dog-box-treats' })).getSinglePage;
    const text = general.sections.flatMap((s: { paragraphs: string[] }) => s.paragraphs).join(' ');
    for (const path of guidePaths) expect(text).toContain(path);
  });

  it('content pages are blog pages, the terms and policies general ones', () => {
    const types = Object.fromEntries(CONTENT_PAGES.map((p) => [p.url, p.siteType]));
    expect(types['/about']).toBe('blog');
    expect(types['/terms']).toBe('general');
  });

  it('every picture of a content page is a file the image service can serve', () => {
    for (const page of CONTENT_PAGES) {
      for (const image of [page.hero, ...page.sections.map((s) => s.image)].filter(Boolean)) {
        expect(existsSync(join(process.cwd(), 'public', image!.url)), `${page.url}: ${image!.url}`).toBe(true);
      }
    }
  });

  it('content page paths are unique and not catalogue paths', async () => {
    const urls = CONTENT_PAGES.map((p) => p.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const page = (await harness().data(PAGE, { u: url })).getSinglePage;
      expect(page.category).toBeNull();
      expect(page.productId).toBeNull();
    }
  });

  it('page search knows the footer pages and the box guides', () => {
    for (const path of [...footerPaths, ...guidePaths]) expect(SITE_LINKS).toContain(path);
  });

  it.each(['/no-such-page', '/about/more', '/dashboard-x'])('an unknown path %s still has no page (the clean 404)', async (url) => {
    expect((await harness().data(PAGE, { u: url })).getSinglePage).toBeNull();
  });
});
