import { Actions } from '../../components/layout/Actions';
import { CtaBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { useLoaderData } from 'react-router';
import { ExternalLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { BlogTeaser } from '../../features/blog-teaser/BlogTeaser';
import { PackageCards } from '../../features/packages/PackageCards';
import { Contributions } from './Contributions';
import { HomeFaq } from './HomeFaq';
import type { HomeData } from '../shared/article-lists.server';
import { ClientProof } from '../shared/ClientProof';
import styles from './HomePage.module.css';

// The page's messages (see src/i18n/catalog-split.ts) and the newest articles, at build time.
export { loadHome as loader } from '../shared/article-lists.server';

export default function HomePage() {
  const t = useT();
  const { articles, proof } = useLoaderData<HomeData>();
  return (
    <>
      <div className={styles.hero}>
        <PageHeader eyebrow={site.brandName} title={t('home.title')} intro={t('home.intro')} scene="home">
          <Actions>
            <ExternalLink href={site.bookingUrl} appearance="button">
              {t('home.hero.book')}
            </ExternalLink>
            <Link screen="services" appearance="button-secondary">
              {t('home.hero.services')}
            </Link>
          </Actions>
        </PageHeader>
      </div>

      <Section title={t('home.packages.title')} lead={t('home.packages.lead')}>
        <PackageCards headingLevel={3} />
        <aside aria-labelledby="small-scale-title" className={styles.smallScale}>
          <h3 id="small-scale-title">{t('home.smallScale.title')}</h3>
          <p>{t('home.smallScale.text')}</p>
          <Link screen="modules">{t('home.smallScale.link')}</Link>
        </aside>
      </Section>

      <ClientProof {...proof} />

      <Section title={t('home.contribute.title')} lead={t('home.contribute.lead')} tone="muted">
        <Contributions />
      </Section>

      <Section title={t('home.faq.title')}>
        <HomeFaq />
        <div className={styles.faqMore}>
          <p>{t('home.faq.more')}</p>
          <Link screen="contact" appearance="button">
            {t('home.faq.contact')}
          </Link>
        </div>
      </Section>

      <BlogTeaser posts={articles} />

      <CtaBand title={t('home.cta.title')} text={t('home.cta.text')}>
        <Link screen="contact" appearance="button">
          {t('home.cta.contact')}
        </Link>
        <Link screen="modules" appearance="button-secondary">
          {t('home.cta.modules')}
        </Link>
      </CtaBand>
    </>
  );
}
