import { PageHeader } from '../../components/layout/PageHeader';
import { TERMS_SECTIONS } from '../../content/legal';
import { useT } from '../../i18n/useT';
import blocks from '../shared/blocks.module.css';
import { LegalSections } from '../shared/LegalSections';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function TermsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('terms.title')} intro={t('terms.intro')} scene="legal">
        <p className={blocks.updated}>{t('terms.updated')}</p>
      </PageHeader>
      <LegalSections sections={TERMS_SECTIONS} />
    </>
  );
}
