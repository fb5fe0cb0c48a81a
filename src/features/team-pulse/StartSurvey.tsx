/**
 * The team lead starts a survey: an optional team name, their e-mail, the survey's language,
 * how many answers the results wait for, and whether we may contact them. Once stored, the
 * form gives way to the two links (also mailed), and focus moves to that heading so it is
 * announced. Errors show inline and in a summary that takes focus, as on the contact form.
 */
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../routing/locale';
import { LOCALES, type Locale } from '../../routing/route-table';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { ChoiceGroup } from '../../components/ui/ChoiceGroup';
import { ErrorSummary } from '../../components/ui/ErrorSummary';
import { FailureAlert } from '../../components/ui/FailureAlert';
import { Link } from '../../components/ui/Link';
import { TextField } from '../../components/ui/TextField';
import { useFormWithSummary } from '../../components/ui/useFormWithSummary';
import { site } from '../../config/site';
import { submissionKeys } from '../../config/submission-key';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../../domain/validation';
import type { Created } from './SurveyCreated';
import { createSurvey } from './team-pulse-api';
import {
  createTeamSurveySchema,
  TEAM_INVITED_MAX,
  TEAM_INVITED_MIN,
  TEAM_THRESHOLD_DEFAULT,
  TEAM_THRESHOLD_MAX,
  TEAM_THRESHOLD_MIN,
} from '../../domain/team-pulse/team-survey';
import styles from './TeamPulse.module.css';

interface Values {
  teamName: string;
  email: string;
  locale: Locale;
  /** As typed; sent as a whole number, or refused (the server checks it again). */
  threshold: string;
  consent: boolean;
  /** One shared link, or a personal link mailed to each address in `members`. */
  linkKind: 'shared' | 'personal';
  /** As typed: addresses one per line, or separated by commas or spaces. */
  members: string;
}

const LINK_KINDS = ['shared', 'personal'] as const;
const FIELDS = ['teamName', 'email', 'locale', 'threshold', 'linkKind', 'members', 'consent'] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, MessageId> = {
  teamName: 'teamPulse.start.teamName',
  email: 'teamPulse.start.email',
  locale: 'teamPulse.start.language',
  threshold: 'teamPulse.start.threshold',
  linkKind: 'teamPulse.start.linkKind',
  members: 'teamPulse.start.members',
  consent: 'teamPulse.start.consent',
};

/** What the server is sent: an empty team name is left out; the threshold only digits, as a number (else NaN, refused). */
function payload(values: Values) {
  const teamName = values.teamName.trim();
  const threshold = /^\d{1,3}$/.test(values.threshold.trim()) ? Number(values.threshold.trim()) : Number.NaN;
  return {
    ...(teamName ? { teamName } : {}),
    email: values.email.trim(),
    locale: values.locale,
    threshold,
    consent: values.consent,
    // The server checks each address and the count, and names any it refuses.
    ...(values.linkKind === 'personal' ? { members: values.members.split(/[\s,;]+/).filter(Boolean) } : {}),
  };
}

/**
 * The confirmation's code (and the copy buttons') loads when the survey is created, not with
 * the form: the page's scripts stay within their budget. The form asks for it as it sends, so
 * it has arrived by the time the server answers.
 */
const loadSurveyCreated = () => import('./SurveyCreated');
const SurveyCreated = lazy(() => loadSurveyCreated().then((module) => ({ default: module.SurveyCreated })));

export function StartSurvey() {
  const t = useT();
  const locale = useLocale();
  const [failure, setFailure] = useState<string>();
  const [created, setCreated] = useState<Created>();
  // The survey's idempotency key, kept across the lead's retries of the same form.
  const [keys] = useState(submissionKeys);

  const {
    formik,
    summaryRef,
    summaryShown,
    errorFields,
    showSummary,
    change,
    errorText,
    textField,
    checkbox,
    onSubmit,
  } = useFormWithSummary<Values, Field>({
    initialValues: {
      teamName: '',
      email: '',
      locale,
      threshold: String(TEAM_THRESHOLD_DEFAULT),
      consent: false,
      linkKind: 'shared',
      members: '',
    },
    validate: async (values) => (await fieldErrors(createTeamSurveySchema, payload(values))) ?? {},
    fields: FIELDS,
    // Whatever is wrong with the threshold, the fix is the same: say it.
    describeError: (field, id) =>
      field === 'threshold'
        ? t('teamPulse.start.thresholdInvalid', { min: TEAM_THRESHOLD_MIN, max: TEAM_THRESHOLD_MAX })
        : t(id),
    async onSubmit(values, helpers) {
      setFailure(undefined);
      void loadSurveyCreated();
      const result = await createSurvey(payload(values), keys);
      if (result.kind === 'ok') {
        setCreated({
          ...result.body,
          email: values.email.trim(),
          locale: values.locale,
          threshold: payload(values).threshold,
        });
      } else if (result.kind === 'invalid') {
        helpers.setErrors(result.errors);
        showSummary();
      } else {
        setFailure(
          result.kind === 'failed' && result.message
            ? result.message
            : t('teamPulse.error.failed', { email: site.email }),
        );
      }
    },
  });

  if (created)
    return (
      <Suspense>
        <SurveyCreated created={created} />
      </Suspense>
    );

  return (
    <form noValidate aria-labelledby="team-start-title" className={styles.panel} onSubmit={onSubmit}>
      <h2 id="team-start-title">{t('teamPulse.start.formTitle')}</h2>
      {summaryShown && (
        <ErrorSummary
          ref={summaryRef}
          title={t('teamPulse.start.errorSummary', { count: errorFields.length })}
          items={errorFields.map((field) => ({
            fieldId: `team-${field}`,
            message: `${t(LABELS[field])}: ${errorText(field)}`,
          }))}
        />
      )}
      <FailureAlert message={failure} />

      <TextField
        id="team-teamName"
        label={t(LABELS.teamName)}
        hint={t('teamPulse.start.teamNameHint')}
        autoComplete="off"
        {...textField('teamName')}
      />
      <TextField
        id="team-email"
        type="email"
        label={t(LABELS.email)}
        hint={t('teamPulse.start.emailHint')}
        autoComplete="email"
        isRequired
        {...textField('email')}
      />
      <ChoiceGroup
        id="team-locale"
        label={t(LABELS.locale)}
        options={LOCALES.map((value) => ({ value, label: t(`teamPulse.start.language.${value}`) }))}
        value={formik.values.locale}
        onChange={change('locale')}
      />
      <TextField
        id="team-threshold"
        label={t(LABELS.threshold)}
        hint={t('teamPulse.start.thresholdHint', { min: TEAM_THRESHOLD_MIN })}
        inputMode="numeric"
        width="short"
        autoComplete="off"
        isRequired
        {...textField('threshold')}
      />
      <ChoiceGroup
        id="team-linkKind"
        label={t(LABELS.linkKind)}
        options={LINK_KINDS.map((value) => ({ value, label: t(`teamPulse.start.linkKind.${value}`) }))}
        value={formik.values.linkKind}
        onChange={change('linkKind')}
      />
      {formik.values.linkKind === 'personal' && (
        <TextField
          id="team-members"
          label={t(LABELS.members)}
          hint={t('teamPulse.start.membersHint', { min: TEAM_INVITED_MIN, max: TEAM_INVITED_MAX })}
          rows={5}
          autoComplete="off"
          isRequired
          {...textField('members')}
        />
      )}
      <Checkbox id="team-consent" {...checkbox('consent')}>
        <FormattedMessage
          id="teamPulse.start.consentText"
          values={{ brand: site.brandName, link: (chunks) => <Link screen="privacy">{chunks}</Link> }}
        />
      </Checkbox>
      <Button type="submit" isDisabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('teamPulse.start.submitting') : t('teamPulse.start.submit')}
      </Button>
    </form>
  );
}
