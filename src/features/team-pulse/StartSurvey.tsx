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
import { useFormFlow } from '../../components/ui/useFormFlow';
import { site } from '../../config/site';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import type { FieldErrors } from '../../domain/validation';
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
  const [created, setCreated] = useState<Created>();

  const { values, isSending, summaryRef, summary, failure, change, textField, checkbox, onSubmit } = useFormFlow<
    Values,
    Field
  >({
    initialValues: {
      teamName: '',
      email: '',
      locale,
      threshold: String(TEAM_THRESHOLD_DEFAULT),
      consent: false,
      linkKind: 'shared',
      members: '',
    },
    fields: FIELDS,
    idPrefix: 'team-',
    schema: createTeamSurveySchema,
    toInput: payload,
    summaryTitle: 'teamPulse.start.errorSummary',
    summaryLabel: (field) => t(LABELS[field]),
    failureMessage: () => t('teamPulse.error.failed', { email: site.email }),
    // Whatever is wrong with the threshold, the fix is the same: say it.
    describeError: (field) =>
      field === 'threshold'
        ? t('teamPulse.start.thresholdInvalid', { min: TEAM_THRESHOLD_MIN, max: TEAM_THRESHOLD_MAX })
        : undefined,
    async send(sent, keys) {
      void loadSurveyCreated();
      const result = await createSurvey(payload(sent), keys);
      if (result.kind === 'ok') {
        setCreated({
          ...result.body,
          email: sent.email.trim(),
          locale: sent.locale,
          threshold: payload(sent).threshold,
        });
        return { kind: 'sent' };
      }
      if (result.kind === 'invalid') return { kind: 'invalid', errors: result.errors as FieldErrors };
      return { kind: 'failed', message: result.kind === 'failed' ? result.message : undefined };
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
      {summary && <ErrorSummary ref={summaryRef} {...summary} />}
      <FailureAlert message={failure} />

      <TextField
        label={t(LABELS.teamName)}
        hint={t('teamPulse.start.teamNameHint')}
        autoComplete="off"
        {...textField('teamName')}
      />
      <TextField
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
        value={values.locale}
        onChange={change('locale')}
      />
      <TextField
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
        value={values.linkKind}
        onChange={change('linkKind')}
      />
      {values.linkKind === 'personal' && (
        <TextField
          label={t(LABELS.members)}
          hint={t('teamPulse.start.membersHint', { min: TEAM_INVITED_MIN, max: TEAM_INVITED_MAX })}
          rows={5}
          autoComplete="off"
          isRequired
          {...textField('members')}
        />
      )}
      <Checkbox {...checkbox('consent')}>
        <FormattedMessage
          id="teamPulse.start.consentText"
          values={{ brand: site.brandName, link: (chunks) => <Link screen="privacy">{chunks}</Link> }}
        />
      </Checkbox>
      <Button type="submit" isDisabled={isSending}>
        {isSending ? t('teamPulse.start.submitting') : t('teamPulse.start.submit')}
      </Button>
    </form>
  );
}
