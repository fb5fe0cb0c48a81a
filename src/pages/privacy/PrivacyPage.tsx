import { PageHeader } from '../../components/layout/PageHeader';
import { PRIVACY_SECTIONS } from '../../content/legal';
import { useT } from '../../i18n/useT';
import blocks from '../shared/blocks.module.css';
import { LegalSections } from '../shared/LegalSections';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts).
export { loadPageMessages as loader } from '../../i18n/page-messages.server';

export default function PrivacyPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('privacy.title')} intro={t('privacy.intro')} scene="legal">
        <p className={blocks.updated}>{t('privacy.updated')}</p>
      </PageHeader>
      <LegalSections sections={PRIVACY_SECTIONS} />
    </>
  );
}
