import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { ArticleCard } from '../../features/blog-teaser/BlogTeaser';
import { useT } from '../../i18n/useT';
import type { ArticleListData } from '../shared/article-lists.server';
import styles from './BlogPage.module.css';

// The page's messages and its articles, read from their files at build time.
export { loadBlogIndex as loader } from '../shared/article-lists.server';

/** The blog: every article in the page's language, newest first. */
export default function BlogPage() {
  const t = useT();
  const { articles } = useLoaderData<ArticleListData>();
  return (
    <>
      <PageHeader title={t('blog.title')} intro={t('blog.intro')} scene="blog" />
      {articles.length > 0 ? (
        <ul className={styles.list}>
          {articles.map((article) => (
            <ArticleCard key={article.slug} post={article} headingLevel={2} />
          ))}
        </ul>
      ) : (
        <p>{t('blog.empty')}</p>
      )}
    </>
  );
}
