/**
 * The home page's blog teaser: the featured post and at most two more, each with its date
 * (YYYY-MM-DD, in `<time>` when it is a real date), reading time and at most two tags.
 */
import { useId } from 'react';
import { useScreenHref } from '../../app/locale';
import { Link } from '../../components/ui/Link';
import { BLOG_POSTS, type BlogPost } from '../../content/blog-posts';
import { useT } from '../../i18n/useT';
import { BlogCover } from './BlogCover';
import { formatPostDate, postDay, readingMinutes, selectTeasers, visibleTags } from './teaser';
import styles from './BlogTeaser.module.css';

export function BlogTeaser({ posts = BLOG_POSTS }: { posts?: readonly BlogPost[] }) {
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
        {featured && <Teaser post={featured} isFeatured />}
        {further.map((post) => (
          <Teaser key={post.id} post={post} />
        ))}
      </ul>
    </section>
  );
}

function Teaser({ post, isFeatured = false }: { post: BlogPost; isFeatured?: boolean }) {
  const t = useT();
  const screenHref = useScreenHref();
  const excerpt = t(post.excerpt);
  const day = postDay(post.dateISO);
  const href = screenHref(post.href.screen, post.href.hash);

  return (
    <li className={`${styles.post} ${isFeatured ? styles.featured : ''}`}>
      <BlogCover art={post.image} />
      <div className={styles.body}>
        {isFeatured && <p className={styles.badge}>{t('home.blog.featured')}</p>}
        <h3 className={styles.title}>
          <Link href={href} appearance="plain" className={styles.titleLink}>
            {t(post.title)}
          </Link>
        </h3>
        <p className={styles.excerpt}>{excerpt}</p>
        <p className={styles.meta}>
          <span className="visually-hidden">{t('home.blog.published')} </span>
          {day ? (
            <time dateTime={day}>{formatPostDate(post.dateISO)}</time>
          ) : (
            <span>{formatPostDate(post.dateISO)}</span>
          )}
          <span aria-hidden="true"> · </span>
          <span>{t('home.blog.minutes', { minutes: readingMinutes(post, excerpt) })}</span>
        </p>
        <ul className={styles.tags} aria-label={t('home.blog.tags')}>
          {visibleTags(post.tags).map((tag) => (
            <li key={tag}>{t(tag)}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}
