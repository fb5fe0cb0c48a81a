import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { FilePageHead } from './FilePageHead';
import { LANGUAGE_TAGS } from '../../routing/route-table';
import { AnchorBar } from '../../components/layout/AnchorBar';
import { CtaBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { ExternalLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import type { ArticleAuthor } from '../../content/article-types';
import { useT } from '../../i18n/useT';
import { ReadingProgress } from './ReadingProgress';
import type { ArticlePageData } from './article-loader.server';
import styles from './ArticlePage.module.css';

// The article, read from its Markdown file at build time (see src/content/articles.server.ts).
export { loadArticle as loader } from './article-loader.server';

/** The date in the page's regional form: '24 September 2025' in British English, as the copy. */
export function formatArticleDate(intl: ReturnType<typeof useIntl>, dateISO: string) {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[intl.locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dateISO}T00:00:00Z`));
}

/** An article under the blog: its header, table of contents and body, in its own language. */
export default function ArticlePage() {
  const { article, head } = useLoaderData<ArticlePageData>();
  const t = useT();
  const intl = useIntl();
  return (
    <>
      <FilePageHead head={head} locale={article.locale} />
      <ReadingProgress />
      <article className={styles.article}>
        <PageHeader
          eyebrow={article.tags.length > 0 ? article.tags.join(' · ') : undefined}
          title={article.title}
          intro={article.description}
          scene={`cover-${article.cover}`}
        >
          <p className={styles.meta}>
            <span className="visually-hidden">{t('blog.published')} </span>
            <time dateTime={article.dateISO}>{formatArticleDate(intl, article.dateISO)}</time>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            {t('blog.readingTime', { minutes: article.minutesRead })}
          </p>
          {article.updatedISO !== article.dateISO && (
            <p className={styles.meta}>
              {t('blog.updated')}{' '}
              <time dateTime={article.updatedISO}>{formatArticleDate(intl, article.updatedISO)}</time>
            </p>
          )}
          <Byline authors={article.authors} />
        </PageHeader>

        {article.toc.length > 1 && (
          <AnchorBar label={t('blog.nav.label')} items={article.toc.map(({ id, text }) => ({ id, label: text }))} />
        )}

        {/* Rendered from the article's Markdown at build time; the same HTML hydrates as it was. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>

      <CtaBand title={t('blog.cta.title')} text={t('blog.cta.text')}>
        <ExternalLink href={site.bookingUrl} appearance="button">
          {t('blog.cta.book')}
        </ExternalLink>
        <Link screen="templates" appearance="button-secondary">
          {t('blog.cta.templates')}
        </Link>
      </CtaBand>
    </>
  );
}

/** Who wrote it, as the config says: a role and a LinkedIn profile only when they are set. */
function Byline({ authors }: { authors: readonly ArticleAuthor[] }) {
  const t = useT();
  if (authors.length === 0) return null;
  return (
    <p className={styles.meta}>
      {t('blog.byline')}
      {authors.map((author, index) => (
        <span key={author.id} className={styles.author}>
          {index > 0 && ', '}
          {/* Decorative beside the name it shows. */}
          {author.photoUrl && <img src={author.photoUrl} alt="" width={40} height={40} className={styles.photo} />}
          {author.linkedInUrl ? <ExternalLink href={author.linkedInUrl}>{author.name}</ExternalLink> : author.name}
          {author.role && ` (${author.role})`}
        </span>
      ))}
    </p>
  );
}
