/**
 * Team Pulse: the Clarity for Teams survey answered anonymously by a team through one shared
 * link. The rules shared by the future forms and the server: what a lead sends to start a
 * survey, what a member sends, and how many answers it takes before anything is shown.
 */
import { boolean, mixed, number, object, string } from 'yup';
import { emailAddress, message, singleLine } from '../validation';
import { openKeys, RATING_MAX, RATING_MIN, ratingKeys } from '../pulse/questions';
import { LOCALES, pathFor, type Locale } from '../../routing/route-table';

/** Results are shown once this many have answered: the lead may raise it, never lower it below the floor. */
export const TEAM_THRESHOLD_DEFAULT = 5;
export const TEAM_THRESHOLD_MIN = 3;
export const TEAM_THRESHOLD_MAX = 50;
export const TEAM_NAME_MAX = 80;
export const TEAM_OPEN_MAX = 2_000;
export const TEAM_EMAIL_MAX = 254;
/**
 * Answers one survey takes at most: the largest team this product serves. It bounds what one
 * results view costs (see `npm run bench:team-pulse`) and what one share link can be stuffed with.
 */
export const TEAM_ANSWERS_MAX = 500;
/** Open answers one results view lists at most; the page says how many more there are. */
export const TEAM_OPEN_SHOWN_MAX = 100;

/**
 * Personal links: instead of the shared link, the lead may list the members' addresses, and the
 * site mails each a link that works once. At least two (one would not be anonymous), at most 200.
 */
export const TEAM_INVITED_MIN = 2;
export const TEAM_INVITED_MAX = 200;

/** 256 random bits in base64url, as the server makes them (and a browser its answer key). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Bump when the wording of the lead's consent to be contacted changes. */
export const TEAM_CONSENT_VERSION = '2026-11-23';

/** The statements a member rates and the open questions, the same as the survey's team persona. */
export const TEAM_RATING_KEYS = ratingKeys('team');
export const TEAM_OPEN_KEYS = openKeys('team');

export const createTeamSurveySchema = object({
  teamName: singleLine(TEAM_NAME_MAX).optional(),
  email: emailAddress(TEAM_EMAIL_MAX).required(message('validation.required')),
  locale: string().oneOf(LOCALES, message('validation.invalid')).required(message('validation.required')),
  threshold: number()
    .integer(message('validation.invalid'))
    .min(TEAM_THRESHOLD_MIN, message('validation.invalid'))
    .max(TEAM_THRESHOLD_MAX, message('validation.invalid'))
    .optional(),
  consent: boolean().optional(),
  // The members' addresses for personal links (a list of strings): the server checks the list,
  // each address and the count (server/team-pulse/routes.ts). Not yup's array, whose code would
  // weigh on every page that imports these rules.
  members: mixed().optional(),
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
  Object.fromEntries([
    // A mutant here makes the module fail to load, which the vitest runner counts as survived
    // (stryker-js issue #6150); the schema tests fail on either change when run by hand.
    // Stryker disable next-line ArrowFunction: see above
    ...TEAM_RATING_KEYS.map((key) => [key, rating]),
    // Stryker disable next-line ArrowFunction: see above
    ...TEAM_OPEN_KEYS.map((key) => [key, openAnswer]),
  ]),
)
  .noUnknown(message('validation.unknownField'))
  .strict();

export const answerTeamSurveySchema = object({
  token: mixed().optional(),
  // A personal link's code (its fragment's second part); checked against the survey's unused codes.
  code: mixed().optional(),
  // This browser's random key for this survey (answer-key.ts): the server keeps only its hash,
  // apart from the answer, and takes one answer per key.
  answerKey: string().matches(TOKEN_SHAPE, message('validation.invalid')).required(message('validation.required')),
  answers: teamAnswersSchema.required(message('validation.required')),
  // The page's language, for the server's messages.
  locale: string().oneOf(LOCALES, message('validation.invalid')).optional(),
})
  .noUnknown(message('validation.unknownField'))
  .strict();

/**
 * The two links of a survey. Each carries its token in the fragment, which a browser sends to
 * no server and puts in no Referer; the pages read it and post it in a JSON body. The results
 * link carries the share token as well, so the lead's page can show the share link again
 * without the server ever keeping it (the database holds only the tokens' hashes).
 */
export function shareLink(origin: string, locale: Locale, shareToken: string): string {
  return `${origin.replace(/\/+$/, '')}${pathFor('teamPulseAnswer', locale)}#${shareToken}`;
}

/** A member's personal link: the survey's share token, which alone answers nothing, and the one-use code. */
export function personalLink(origin: string, locale: Locale, shareToken: string, code: string): string {
  return `${shareLink(origin, locale, shareToken)}.${code}`;
}

export function resultsLink(
  origin: string,
  locale: Locale,
  resultsToken: string,
  shareToken: string,
  confirmToken?: string,
): string {
  const tokens = [resultsToken, shareToken, ...(confirmToken ? [confirmToken] : [])].join('.');
  return `${origin.replace(/\/+$/, '')}${pathFor('teamPulseResults', locale)}#${tokens}`;
}

/**
 * The tokens in a link's fragment (`#share`, `#results.share`, or the mailed `#results.share.confirm`,
 * whose third token proves that the lead's address received the mail); anything else gives none.
 */
export function tokensFromFragment(hash: string): { first?: string; second?: string; third?: string } {
  const [first, second, third, ...rest] = hash.replace(/^#/, '').split('.');
  const shaped = (token: string | undefined) => (token && TOKEN_SHAPE.test(token) ? token : undefined);
  if (rest.length > 0) return {};
  return { first: shaped(first), second: shaped(second), third: shaped(third) };
}
