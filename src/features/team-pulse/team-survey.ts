/**
 * Team Pulse: the Clarity for Teams survey answered anonymously by a team through one shared
 * link. The rules shared by the future forms and the server: what a lead sends to start a
 * survey, what a member sends, and how many answers it takes before anything is shown.
 */
import { boolean, mixed, number, object, string } from 'yup';
import { emailAddress, message, singleLine } from '../../domain/validation';
import { openKeys, RATING_MAX, RATING_MIN, ratingKeys } from '../../domain/pulse/questions';

/** Results are shown once this many have answered: the lead may raise it, never lower it below the floor. */
export const TEAM_THRESHOLD_DEFAULT = 5;
export const TEAM_THRESHOLD_MIN = 3;
export const TEAM_THRESHOLD_MAX = 50;
export const TEAM_NAME_MAX = 80;
export const TEAM_OPEN_MAX = 2_000;
export const TEAM_EMAIL_MAX = 254;

/** Bump when the wording of the lead's consent to be contacted changes. */
export const TEAM_CONSENT_VERSION = '2026-11-23';

/** The statements a member rates and the open questions, the same as the survey's team persona. */
export const TEAM_RATING_KEYS = ratingKeys('team');
export const TEAM_OPEN_KEYS = openKeys('team');

export const createTeamSurveySchema = object({
  teamName: singleLine(TEAM_NAME_MAX).optional(),
  email: emailAddress(TEAM_EMAIL_MAX).required(message('validation.required')),
  locale: string().oneOf(['sv', 'en'], message('validation.invalid')).required(message('validation.required')),
  threshold: number()
    .integer(message('validation.invalid'))
    .min(TEAM_THRESHOLD_MIN, message('validation.invalid'))
    .max(TEAM_THRESHOLD_MAX, message('validation.invalid'))
    .optional(),
  consent: boolean().optional(),
})
  .noUnknown(message('validation.unknownField'))
  .strict();

const rating = number()
  .integer(message('validation.invalid'))
  .min(RATING_MIN, message('validation.invalid'))
  .max(RATING_MAX, message('validation.invalid'))
  .required(message('validation.required'));

const openAnswer = string().max(TEAM_OPEN_MAX, message('validation.tooLong')).optional();

export const teamAnswersSchema = object(
  Object.fromEntries([...TEAM_RATING_KEYS.map((key) => [key, rating]), ...TEAM_OPEN_KEYS.map((key) => [key, openAnswer])]),
)
  .noUnknown(message('validation.unknownField'))
  .strict();

export const answerTeamSurveySchema = object({
  token: mixed().optional(),
  answers: teamAnswersSchema.required(message('validation.required')),
})
  .noUnknown(message('validation.unknownField'))
  .strict();

/**
 * Where the team's and the lead's links lead; each carries its token in the fragment. The
 * pages are the next step of this feature: until they are in the route table these are
 * the paths they will have.
 */
export const TEAM_PULSE_PATHS = {
  sv: { answer: '/teampuls', results: '/teampuls/resultat' },
  en: { answer: '/en/team-pulse', results: '/en/team-pulse/results' },
} as const;
