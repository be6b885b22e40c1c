// A content page of the site as the mock's CMS keeps it: served by getSinglePage when no catalogue page matches.
export interface ContentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface ContentSection {
  heading: string | null;
  paragraphs: string[];
  image: ContentImage | null;
}

export interface ContentPageRecord {
  url: string;
  title: string;
  description: string;
  siteType: 'blog' | 'general' | 'blank';
  hero: ContentImage;
  sections: ContentSection[];
}

const ART: Record<string, string> = {
  'happy-dog': 'A happy dog with a treat',
  'fresh-food': 'A bowl of fresh food',
  'chew-time': 'A dog chew',
  'vet-visit': 'A vet care cross',
  'pack-walk': 'A trail for a pack walk',
  'gift-box': 'A gift box',
  recycle: 'Reusable packaging',
  paperwork: 'A page of terms',
};
export type ArtName = keyof typeof ART & string;

export function art(name: ArtName): ContentImage {
  return { url: `/images/content/${name}.svg`, alt: ART[name] ?? '', width: 1200, height: 900 };
}

/** [heading, ...paragraphs]; a heading of '' means a section without one. */
type SectionText = [string, ...string[]];

export function contentPage(
  url: string,
  title: string,
  description: string,
  hero: ArtName,
  sections: SectionText[],
  siteType: ContentPageRecord['siteType'] = 'blog',
): ContentPageRecord {
  return {
    url,
    title,
    description,
    siteType,
    hero: art(hero),
    sections: sections.map(([heading, ...paragraphs]) => ({ heading: heading || null, paragraphs, image: null })),
  };
}
