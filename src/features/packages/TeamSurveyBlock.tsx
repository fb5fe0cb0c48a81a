import { useLocale } from '../../app/locale';
import { pathFor } from '../../app/route-table';
import { Section } from '../../components/layout/Section';
import { Link } from '../../components/ui/Link';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { useT } from '../../i18n/useT';

/** The Teams page's survey block: the team survey is not out yet, and the dialog says so. */
export function TeamSurveyBlock() {
  const t = useT();
  const locale = useLocale();
  return (
    <Section title={t('clarityForTeams.survey.title')} lead={t('clarityForTeams.survey.text')}>
      <ModalDialog
        triggerLabel={t('clarityForTeams.survey.open')}
        title={t('clarityForTeams.survey.dialogTitle')}
        closeLabel={t('clarityForTeams.survey.close')}
      >
        <p>{t('clarityForTeams.survey.dialogText')}</p>
        <Link href={pathFor('contact', locale)} appearance="button">
          {t('clarityForTeams.survey.contact')}
        </Link>
      </ModalDialog>
    </Section>
  );
}
