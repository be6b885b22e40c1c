import { Link } from 'react-router';
import type { SinglePage } from '../../ports/catalog-repository';
import { useDocumentTitle } from '../app/document-title';
import { useSiteType, asSiteType } from '../app/site-type';
import { SiteImage } from '../primitives/site-image';
import './content-page.css';

const PATH_IN_TEXT = /(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)/g;

/** A paragraph whose site paths ('/how-to-chew') become links. */
function Paragraph({ text }: { text: string }) {
  const parts = text.split(PATH_IN_TEXT);
  return (
    <p>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} to={part}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** A content page of the menus and footer (getSinglePage): title, summary, picture and sections, in the blog layout. */
export function ContentPage({ page }: { page: SinglePage }) {
  useDocumentTitle(page.title);
  useSiteType(asSiteType(page.siteType, 'blog'));
  return (
    <article className="content-page">
      <header className="content-page__header">
        <h1>{page.title}</h1>
        {page.description && <p className="content-page__summary">{page.description}</p>}
      </header>
      {page.hero && (
        <SiteImage
          className="content-page__hero"
          src={page.hero.url}
          alt={page.hero.alt}
          width={page.hero.width ?? 1200}
          height={page.hero.height ?? 900}
          sizes="(max-width: 767px) 100vw, 720px"
          fetchPriority="high"
        />
      )}
      {(page.sections ?? []).map((section, i) => (
        <section key={i} className="content-page__section" aria-labelledby={section.heading ? `section-${i}` : undefined}>
          {section.heading && <h2 id={`section-${i}`}>{section.heading}</h2>}
          {section.paragraphs.map((text, j) => (
            <Paragraph key={j} text={text} />
          ))}
          {section.image && (
            <SiteImage src={section.image.url} alt={section.image.alt} width={section.image.width ?? 1200} height={section.image.height ?? 900} sizes="(max-width: 767px) 100vw, 720px" loading="lazy" />
          )}
        </section>
      ))}
      <p className="content-page__next">
        <Link className="button button--primary" to="/box/start">
          Build Your Box
        </Link>
      </p>
    </article>
  );
}
