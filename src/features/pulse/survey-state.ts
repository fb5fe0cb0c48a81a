/**
 * The survey's steps and what it sends (SPEC section 4): persona (0) → questions (1) →
 * contact details (2) → result, which never goes back. Pure, so the rules are unit-tested.
 */
import type { Locale } from '../../routing/route-table';
import { openKeys, ratingKeys, type Persona } from '../../domain/pulse/questions';
import { COMPANY_SIZES, type LeadContactText } from '../../domain/pulse/lead-contact';
import { computeResult, dimensionScores } from '../../domain/pulse/scoring';

export type Step = 0 | 1 | 2 | 'result';

export interface ContactDetails extends LeadContactText {
  cw_followup: '' | 'yes' | 'no';
  consent: boolean;
}

export interface SurveyState {
  step: Step;
  persona?: Persona;
  answers: Record<string, number | string>;
  contact: ContactDetails;
  /** The honeypot. */
  website: string;
}

export const INITIAL_STATE: SurveyState = {
  step: 0,
  answers: {},
  contact: { name: '', title: '', company: '', size: '', email: '', phone: '', cw_followup: '', consent: false },
  website: '',
};

export const STEP_COUNT = 3;

/**
 * Saved progress as the survey resumes it, or undefined to start afresh (a sent survey is not
 * resumed). A size the form no longer offers is dropped: the select would show its placeholder
 * while the form refused to send, with nothing on screen to say why.
 */
export function resumedState(saved: Partial<SurveyState> | undefined): SurveyState | undefined {
  if (!saved || saved.step === 'result') return undefined;
  const contact = { ...INITIAL_STATE.contact, ...saved.contact };
  const offered = (COMPANY_SIZES as readonly string[]).includes(contact.size);
  return { ...INITIAL_STATE, ...saved, contact: offered ? contact : { ...contact, size: '' } };
}

export function next(state: SurveyState): SurveyState {
  if (state.step === 0) return state.persona ? { ...state, step: 1 } : state;
  if (state.step === 1) return { ...state, step: 2 };
  return state;
}

export function back(state: SurveyState): SurveyState {
  if (state.step === 2) return { ...state, step: 1 };
  if (state.step === 1) return { ...state, step: 0 };
  return state;
}

/** The answers that belong to the chosen persona, without empty open answers. */
export function personaAnswers(state: SurveyState): Record<string, number | string> {
  if (!state.persona) return {};
  const keys = [...ratingKeys(state.persona), ...openKeys(state.persona)];
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = state.answers[key];
      if (value === undefined || (typeof value === 'string' && value.trim() === '')) return [];
      return [[key, typeof value === 'string' ? value.trim() : value]];
    }),
  );
}

/**
 * The lead (SPEC section 7) plus the contact details and the profile. `interest` is true when
 * the visitor answered yes to the follow-up question.
 */
export function leadPayload(state: SurveyState, locale: Locale) {
  const answers = personaAnswers(state);
  return {
    ...computeResult(answers),
    answers,
    persona: state.persona!,
    interest: state.contact.cw_followup === 'yes',
    locale,
    dimensions: dimensionScores(answers),
    contact: { ...state.contact },
  };
}
