/**
 * A team member answers through the share link: who asks and what happens with the answers,
 * the team statements on one 1–5 scale, two optional open questions, then a thank-you that
 * takes focus. The token is read from the link's fragment after hydration; an unknown or
 * closed link gets one message for both. A browser answers once: it sends its own random
 * answer key (answer-key.ts) and the server refuses a second answer with it. The page says in
 * plain words what protects a member's answer and what does not.
 */
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ErrorSummary } from '../../components/ui/ErrorSummary';
import { FailureAlert } from '../../components/ui/FailureAlert';
import { Link } from '../../components/ui/Link';
import { TextField } from '../../components/ui/TextField';
import { useFocusAfterRender } from '../../components/ui/useFocusAfterRender';
import { site } from '../../config/site';
import { submissionKeys } from '../../config/submission-key';
import { questionMessage, RATING_MAX, RATING_MIN, scaleMessage } from '../../domain/pulse/questions';
import { useT } from '../../i18n/useT';
import { useLocale } from '../../routing/locale';
import { answerKeyFor } from './answer-key';
import { hasAnswered, rememberAnswered } from './answered-before';
import { RatingStatements } from '../../components/ui/RatingStatements';
import { fetchInvitation, sendAnswer, type Invitation } from './team-pulse-api';
import {
  TEAM_OPEN_KEYS,
  TEAM_OPEN_MAX,
  TEAM_RATING_KEYS,
  tokensFromFragment,
} from '../../domain/team-pulse/team-survey';
import { useFragment } from './useFragment';
import { useSurveyLink } from './useSurveyLink';
import { LinkProblem, Opening } from './LinkStates';
import { StatePanel } from './StatePanel';
import styles from './TeamPulse.module.css';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** What the server said about the link's survey, or what the member did with it. */
type Loaded =
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'used'; message?: string }
  | { kind: 'open'; survey: Invitation; again: boolean }
  | { kind: 'thanks'; survey: Invitation };

/** The survey a share link names; with a personal link, its one-use code. */
interface ShareLink {
  token: string;
  code?: string;
}

/** Asks the server about the link; a browser that answered it before is reminded. */
async function openShareLink({ token, code }: ShareLink): Promise<Loaded> {
  const result = await fetchInvitation(token, code);
  if (result.kind === 'ok') return { kind: 'open', survey: result.body.survey, again: hasAnswered(code ?? token) };
  if (result.kind === 'used') return result;
  return { kind: result.kind === 'notFound' ? 'notFound' : 'failed' };
}

export function AnswerSurvey() {
  const [fragment] = useFragment();
  const tokens = fragment === undefined ? undefined : tokensFromFragment(fragment);
  // Undefined until the fragment is read (after hydration); null when it holds no token.
  const link = tokens === undefined ? undefined : tokens.first ? { token: tokens.first, code: tokens.second } : null;
  const { state, retry, show } = useSurveyLink(link, openShareLink);

  if (link === undefined) return <Opening link="share" />;
  if (link === null) return <LinkProblem problem="missing" link="share" onRetry={retry} />;
  if (state === undefined) return <Opening link="share" />;
  const { token, code } = link;
  // A personal link's one-use code; this browser's answer key and reminder go by it then.
  const own = code ?? token;
  switch (state.kind) {
    case 'notFound':
    case 'failed':
      return <LinkProblem problem={state.kind} link="share" onRetry={retry} />;
    case 'used':
      return <Used message={state.message} />;
    case 'thanks':
      return <Thanks survey={state.survey} />;
    case 'open':
      return (
        <AnswerForm
          token={token}
          code={code}
          survey={state.survey}
          answeredBefore={state.again}
          onSent={() => {
            rememberAnswered(own);
            show({ kind: 'thanks', survey: state.survey });
          }}
          onGone={() => show({ kind: 'notFound' })}
          onUsed={(message) => show({ kind: 'used', message })}
        />
      );
  }
}

interface AnswerFormProps {
  token: string;
  code?: string;
  survey: Invitation;
  answeredBefore: boolean;
  onSent: () => void;
  onGone: () => void;
  onUsed: (message?: string) => void;
}

function AnswerForm({ token, code, survey, answeredBefore, onSent, onGone, onUsed }: AnswerFormProps) {
  const t = useT();
  const locale = useLocale();
  const [answers, setAnswers] = useState<Record<string, number | string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // The answer's idempotency key, kept across the visitor's retries of the same answers.
  const [keys] = useState(submissionKeys);
  const { ref: summaryRef, request: focusSummary } = useFocusAfterRender<HTMLDivElement>();
  const team = survey.teamName || t('teamPulse.answer.yourTeam');

  const answer = (key: string, value: number | string) => {
    setAnswers((previous) => ({ ...previous, [key]: value }));
    setMissing((previous) => previous.filter((k) => k !== key));
  };

  const send = async () => {
    const unanswered = TEAM_RATING_KEYS.filter((key) => typeof answers[key] !== 'number');
    setMissing(unanswered);
    if (unanswered.length > 0) {
      focusSummary();
      return;
    }
    // Blank open answers are left out; the rest are sent as written.
    const sent = Object.fromEntries(
      Object.entries(answers).filter(([, value]) => typeof value === 'number' || value.trim() !== ''),
    );
    setSending(true);
    setFailure(undefined);
    const result = await sendAnswer(
      token,
      { code, answerKey: answerKeyFor(code ?? token), answers: sent, locale },
      keys,
    );
    setSending(false);
    if (result.kind === 'ok') onSent();
    else if (result.kind === 'notFound') onGone();
    else if (result.kind === 'used') onUsed(result.message);
    else
      setFailure(
        result.kind === 'failed' && result.message
          ? result.message
          : t('teamPulse.error.failed', { email: site.email }),
      );
  };

  return (
    <>
      <section aria-labelledby="team-invite-title" className={styles.panel}>
        <h2 id="team-invite-title">{t('teamPulse.answer.inviteTitle', { team })}</h2>
        <p>{t('teamPulse.answer.invite', { brand: site.brandName })}</p>
        <ul className={styles.promises}>
          <li>{t('teamPulse.answer.anonymous')}</li>
          <li>{t('teamPulse.answer.threshold', { threshold: survey.threshold })}</li>
          <li>{t('teamPulse.answer.openAnswers')}</li>
        </ul>
        {survey.invited && (
          <p>{t('teamPulse.answer.personal', { count: survey.invited, threshold: survey.threshold })}</p>
        )}
        <h3 className={styles.openTitle}>{t('teamPulse.answer.protection.title')}</h3>
        <p>{t('teamPulse.answer.protection.does', { threshold: survey.threshold })}</p>
        <p>
          {t(survey.invited ? 'teamPulse.answer.protection.doesNotPersonal' : 'teamPulse.answer.protection.doesNot')}
        </p>
        <p>
          <Link screen="privacy">{t('teamPulse.answer.privacy')}</Link>
        </p>
      </section>
      {answeredBefore && (
        <p className={styles.notice} role="note">
          {t('teamPulse.answer.answeredBefore')}
        </p>
      )}
      <form
        noValidate
        aria-labelledby="team-answer-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) void send();
        }}
      >
        <h2 id="team-answer-title">{t('teamPulse.answer.formTitle')}</h2>
        {missing.length > 0 && (
          <ErrorSummary
            ref={summaryRef}
            title={t('teamPulse.answer.missing', { count: missing.length })}
            items={missing.map((key) => ({ fieldId: `team-${key}`, message: t(questionMessage(key)) }))}
          />
        )}
        <FailureAlert message={failure} />
        <RatingStatements
          statements={TEAM_RATING_KEYS.map((key) => ({ key, id: `team-${key}`, text: t(questionMessage(key)) }))}
          scale={SCALE.map((point) => ({ point, words: t(scaleMessage(point)) }))}
          answers={answers}
          onAnswer={answer}
          missing={missing}
          missingText={t('teamPulse.answer.rateThis')}
        />
        <h3 className={styles.openTitle}>{t('pulse.step1.openTitle')}</h3>
        {TEAM_OPEN_KEYS.map((key) => (
          <TextField
            key={key}
            id={`team-${key}`}
            name={key}
            label={t(questionMessage(key))}
            hint={t('teamPulse.answer.openHint', { max: TEAM_OPEN_MAX })}
            rows={4}
            value={typeof answers[key] === 'string' ? answers[key] : ''}
            onChange={(value) => answer(key, value.slice(0, TEAM_OPEN_MAX))}
          />
        ))}
        <Button type="submit" isDisabled={sending}>
          {sending ? t('teamPulse.answer.sending') : t('teamPulse.answer.send')}
        </Button>
      </form>
    </>
  );
}

/** A personal link used before: said kindly, with the server's words in the visitor's language. */
function Used({ message }: { message?: string }) {
  const t = useT();
  return (
    <StatePanel id="team-used-title" title={t('teamPulse.problem.used.title')}>
      <p>{message ?? t('teamPulse.problem.used.text')}</p>
    </StatePanel>
  );
}

function Thanks({ survey }: { survey: Invitation }) {
  const t = useT();
  return (
    <StatePanel id="team-thanks-title" title={t('teamPulse.thanks.title')}>
      <p>{t('teamPulse.thanks.text', { threshold: survey.threshold })}</p>
      <p>
        {t('teamPulse.thanks.own')} <Link screen="clarityScore">{t('teamPulse.thanks.ownLink')}</Link>
      </p>
    </StatePanel>
  );
}
