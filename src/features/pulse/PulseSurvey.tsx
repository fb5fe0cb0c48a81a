/**
 * Clarity Pulse (SPEC section 2): persona → questions → contact details → result. Each step
 * change scrolls to the top and focuses the step's heading, which names the step and the
 * progress ("Steg 2 av 3"). Answers in progress survive a reload (session storage) until sent.
 */
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocale } from '../../routing/locale';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import type { SubmissionKeys } from '../../config/submission-key';
import { PersonaStep } from './PersonaStep';
import { PulseResult } from './PulseResult';
import { QuestionsStep } from './QuestionsStep';
import { sendLead } from './send-lead';
import { canBook } from '../../domain/pulse/scoring';
import {
  back,
  INITIAL_STATE,
  leadPayload,
  next,
  resumedState,
  STEP_COUNT,
  type ContactDetails,
  type SurveyState,
} from './survey-state';
import styles from './Pulse.module.css';

export const PROGRESS_STORAGE_KEY = 'cwPulseProgress';

/**
 * The contact step's code (its form flow and Formik) loads when the questions are shown, not
 * with the page: the survey's first load stays within the form pages' budget, and the step's
 * code has long arrived when the fifteenth answer is given. Once it is in, the step renders at
 * once, without a pass through Suspense, so a Tab pressed right after the step change lands on
 * its first field. Its heading is this component's, so focus moves to it either way.
 */
let contactStepModule: typeof import('./ContactStep') | undefined;
const loadContactStep = () => import('./ContactStep').then((module) => (contactStepModule = module));
const LazyContactStep = lazy(() => loadContactStep().then((module) => ({ default: module.ContactStep })));

function loadProgress(): SurveyState | undefined {
  try {
    const raw = window.sessionStorage.getItem(PROGRESS_STORAGE_KEY);
    return resumedState(raw ? (JSON.parse(raw) as Partial<SurveyState>) : undefined);
  } catch {
    return undefined; // Unreadable progress starts the survey afresh.
  }
}

function saveProgress(state: SurveyState | undefined) {
  try {
    if (state) window.sessionStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(state));
    else window.sessionStorage.removeItem(PROGRESS_STORAGE_KEY);
  } catch {
    // Storage blocked: the survey still works, only a reload loses the answers.
  }
}

/** Opens the booking page from the Send click itself; a blocked popup only warns (SPEC section 8). */
function openBooking() {
  const tab = window.open(site.bookingUrl, '_blank');
  if (tab) tab.opener = null;
  else console.warn('The booking page could not be opened: the popup was blocked.');
}

export interface PulseSurveyProps {
  /** Told the step (0–2, or 'result') whenever it changes, a restored one included. */
  onStepChange?: (step: SurveyState['step']) => void;
}

export function PulseSurvey({ onStepChange }: PulseSurveyProps = {}) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<SurveyState>(INITIAL_STATE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isRestored, setRestored] = useState(false);

  // Restore after hydration, so the prerendered HTML and the first render agree. Saving waits
  // for the render that has the restored state, so the initial state never overwrites it.
  useEffect(() => {
    const saved = loadProgress();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only after hydration; reading it during render would make the first render differ from the prerendered HTML
    if (saved) setState(saved);
    setRestored(true);
  }, []);

  useEffect(() => {
    if (isRestored && state.step !== 'result') saveProgress(state);
  }, [state, isRestored]);

  // The latest listener, called only when the step changes (not when the listener does).
  const announceStep = useEffectEvent((step: SurveyState['step']) => onStepChange?.(step));
  useEffect(() => {
    announceStep(state.step);
  }, [state.step]);

  useEffect(() => {
    if (state.step === 1 || state.step === 2) void loadContactStep();
  }, [state.step]);

  const isFirstStep = useRef(true);
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
  }, [state.step]);

  /** Sends valid details: inside the press, so the booking tab may open (SPEC section 8). */
  const send = (contact: ContactDetails, keys: SubmissionKeys) => {
    if (canBook(contact.consent, contact.cw_followup)) openBooking();
    const sent = { ...state, contact };
    // The result is shown at once, before the server answers; a failure is only logged.
    setState({ ...sent, step: 'result' });
    saveProgress(undefined);
    void sendLead(leadPayload(sent, locale), keys);
  };

  if (state.step === 'result') {
    return <PulseResult state={state} headingRef={headingRef} />;
  }

  const stepNumber = state.step + 1;
  const ContactStep = contactStepModule?.ContactStep ?? LazyContactStep;
  const titles = ['pulse.step0.title', 'pulse.step1.title', 'pulse.step2.title'] as const;

  return (
    <section aria-labelledby="pulse-step-title" className={styles.survey}>
      <div className={styles.progress} aria-hidden="true">
        {Array.from({ length: STEP_COUNT }, (_, i) => (
          <span key={i} className={styles.progressStep} data-done={i < stepNumber || undefined} />
        ))}
      </div>
      <h2 id="pulse-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        <span className={styles.progressText}>{t('pulse.progress', { step: stepNumber, total: STEP_COUNT })}</span>
        <span className="visually-hidden">: </span>
        {t(titles[state.step])}
      </h2>

      {state.step === 0 && (
        <PersonaStep
          persona={state.persona}
          onChange={(persona) => setState((s) => ({ ...s, persona }))}
          onNext={() => setState(next)}
        />
      )}
      {state.step === 1 && state.persona && (
        <QuestionsStep
          persona={state.persona}
          answers={state.answers}
          onAnswer={(key, value) => setState((s) => ({ ...s, answers: { ...s.answers, [key]: value } }))}
          onBack={() => setState(back)}
          onNext={() => setState(next)}
        />
      )}
      {state.step === 2 && (
        <Suspense>
          <ContactStep
            contact={state.contact}
            persona={state.persona ?? 'you'}
            website={state.website}
            onChange={(contact) => setState((s) => ({ ...s, contact: { ...s.contact, ...contact } }))}
            onHoneypot={(website) => setState((s) => ({ ...s, website }))}
            onBack={() => setState(back)}
            onSend={send}
          />
        </Suspense>
      )}
    </section>
  );
}
