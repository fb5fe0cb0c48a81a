import { useSearchParams } from 'react-router';
import { useLocale } from '../../routing/locale';
import { useBrowserValue } from '../../boot/useHydrated';
import { PageHeader } from '../../components/layout/PageHeader';
import { PageToasts } from '../../components/layout/PageToasts';
import { ContactLink, ExternalLink } from '../../components/ui/Link';
import { displayPhone, site, sitePhoneHref } from '../../config/site';
import { moduleLabel } from '../../content/modules';
import { ContactForm } from '../../features/contact/ContactForm';
import { chosenModules } from '../../features/interest-list/handoff';
import { useInterestList } from '../../features/interest-list/useInterestList';
import { useT } from '../../i18n/useT';
import styles from './ContactPage.module.css';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function ContactPage() {
  const t = useT();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const { slugs: stored, store } = useInterestList(locale);
  // The prerendered page had no query string: read it only once hydrated, as the stored list is.
  const query = useBrowserValue(() => searchParams.get('modules'), null);
  const modules = chosenModules(query, stored).map((slug) => ({ slug, title: moduleLabel(slug, t) }));

  return (
    <>
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} scene="contact" />
      <div className={styles.layout}>
        <div>
          {modules.length > 0 && (
            <section aria-labelledby="chosen-title" className={styles.chosen}>
              <h2 id="chosen-title" className={styles.boxTitle}>
                {t('contact.chosen.title')}
              </h2>
              <p>{modules.map((m) => m.title).join(' · ')}</p>
            </section>
          )}
          <ContactForm modules={modules} onSent={() => store?.clear()} />
        </div>
        <aside aria-labelledby="other-ways-title" className={styles.other}>
          <h2 id="other-ways-title" className={styles.boxTitle}>
            {t('contact.other.title')}
          </h2>
          <dl className={styles.ways}>
            <dt>{t('contact.other.email')}</dt>
            <dd>
              <ContactLink href={`mailto:${site.email}`}>{site.email}</ContactLink>
            </dd>
            <dt>{t('contact.other.phone')}</dt>
            <dd>
              <ContactLink href={sitePhoneHref}>{displayPhone(locale)}</ContactLink>
            </dd>
            <dt>{t('contact.other.booking')}</dt>
            <dd>
              <ExternalLink href={site.bookingUrl} appearance="button-secondary">
                {t('contact.booking.link')}
              </ExternalLink>
            </dd>
          </dl>
        </aside>
      </div>
      <PageToasts />
    </>
  );
}
