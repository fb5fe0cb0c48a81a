/**
 * The home page's blog teaser: the newest article featured and at most two more, each with its
 * date (as a reader writes it, in `<time>`), reading time and at most two tags. The articles
 * come from their files, through the page's loader data, their dates formatted at build time.
 */
import { useId } from 'react';
import { keepHeadingPhrasesTogether } from '../../components/text/keepHeadingPhrasesTogether';
import { Link } from '../../components/ui/Link';
import type { ArticleListItem } from '../../content/article-types';
import { useT } from '../../i18n/useT';
import { BlogCover } from './BlogCover';
import { readingMinutes, selectTeasers, visibleTags } from './teaser';
import styles from './BlogTeaser.module.css';

export function BlogTeaser({ posts }: { posts: readonly ArticleListItem[] }) {
  const t = useT();
  const headingId = `${useId()}-title`;
  const { featured, further } = selectTeasers(posts);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId}>{t('home.blog.title')}</h2>
        <Link screen="blog" aria-label={t('home.blog.viewAllLabel')}>
          {t('home.blog.viewAll')}
        </Link>
      </div>
      <ul className={styles.posts}>
        {featured && <ArticleCard post={featured} isFeatured />}
        {further.map((post) => (
          <ArticleCard key={post.slug} post={post} />
        ))}
      </ul>
    </section>
  );
}

export interface ArticleCardProps {
  post: ArticleListItem;
  isFeatured?: boolean;
  /** h3 under the teaser's h2; h2 on the blog's index, right under its h1. */
  headingLevel?: 2 | 3;
}

/** One article as a card in a list: cover, title (the link), description, date, reading time, tags. */
export function ArticleCard({ post, isFeatured = false, headingLevel = 3 }: ArticleCardProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <li className={`${styles.post} ${isFeatured ? styles.featured : ''}`}>
      <BlogCover art={post.cover} />
      <div className={styles.body}>
        {isFeatured && <p className={styles.badge}>{t('home.blog.featured')}</p>}
        <Heading className={styles.title}>
          <Link href={post.path} appearance="plain" className={styles.titleLink}>
            {keepHeadingPhrasesTogether(post.title)}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.description}</p>
        <p className={styles.meta}>
          <span className="visually-hidden">{t('home.blog.published')} </span>
          <time dateTime={post.dateISO}>{post.dateLabel}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('home.blog.minutes', { minutes: readingMinutes(post, post.description) })}</span>
        </p>
        {post.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('home.blog.tags')}>
            {visibleTags(post.tags).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
