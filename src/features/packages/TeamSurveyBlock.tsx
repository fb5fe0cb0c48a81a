import { useLocale } from '../../app/locale';
import { pathFor } from '../../app/route-table';
import { Section } from '../../components/layout/Section';
import { Actions } from '../../components/layout/Actions';
import { ExternalLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { useT } from '../../i18n/useT';

/**
 * The Teams page's survey block: the team survey is not out yet (a later issue builds it); the
 * dialog says so and offers what works today: the individual Pulse, the intro call, the form.
 */
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
        {/* Until the team survey exists: the individual survey, the call and the form. */}
        <Actions>
          <Link href={pathFor('clarityScore', locale)} appearance="button">
            {t('package.pulse')}
          </Link>
          <ExternalLink href={site.bookingUrl} appearance="button-secondary">
            {t('package.book')}
          </ExternalLink>
          <Link href={pathFor('contact', locale)} appearance="button-secondary">
            {t('clarityForTeams.survey.contact')}
          </Link>
        </Actions>
      </ModalDialog>
    </Section>
  );
}
