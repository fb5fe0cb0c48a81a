/**
 * The two mails of a team survey: to the lead, the share and results links in the lead's
 * language (from the catalogs); to the consultancy, in Swedish like its other notices, the
 * aggregate once a consenting lead's survey reaches its threshold, never an individual answer.
 */
import { BRAND_NAME } from '../../src/config/brand';
import { personalLink, resultsLink, shareLink } from '../../src/domain/team-pulse/team-survey';
import type { TeamResult } from '../../src/domain/team-pulse/team-aggregate';
import type { TeamSurveyTable } from '../db/schema';

/** What the mails read of a survey. */
type SurveyFacts = Pick<
  TeamSurveyTable,
  'id' | 'locale' | 'team_name' | 'lead_email' | 'threshold' | 'consent' | 'consent_version' | 'invited'
>;
import { languageName, OWNER_LOCALE, text, type Locale } from '../mail/catalog';
import { oneLine, type ComposedMail } from '../mail/compose';

export interface SurveyLinks {
  /** Absent with personal links: the members' links go to them, not through the lead. */
  shareToken?: string;
  resultsToken: string;
  /** Carried only by the mailed results link: opening it confirms the lead's address. */
  confirmToken: string;
  siteUrl: string;
}

/** A name someone typed, as mail shows it: one line, at most this long, inside quotation marks. */
const QUOTED_MAX = 80;

/** Each language's quotation marks: Swedish closes and opens with ”, English with “ and ”. */
const QUOTES: Record<Locale, [open: string, close: string]> = { sv: ['”', '”'], en: ['“', '”'] };

export function quoted(locale: Locale, value: string): string {
  const [open, close] = QUOTES[locale];
  return `${open}${oneLine(value, QUOTED_MAX)}${close}`;
}

/** A lead's or member's mail: its lines, then the signature, under its subject (`say` reads its catalog part). */
function signed(say: (id: string, values?: Record<string, string>) => string, lines: string[]): ComposedMail {
  const body = [...lines, '', say('signature', { brand: BRAND_NAME })];
  return { subject: say('subject'), body: `${body.join('\n')}\n` };
}

export function composeLinksMail(survey: SurveyFacts, links: SurveyLinks): ComposedMail {
  const locale = survey.locale as Locale;
  const say = (id: string, values: Record<string, string> = {}) =>
    text(locale, `mail.teamPulse.links.${id}`, values) ?? id;
  // The creator's text never goes into the subject, and into the body only quoted and cut short:
  // anyone can start a survey for any address, so the mail must not carry their message.
  const team = oneLine(survey.team_name, QUOTED_MAX);
  const lines = [
    say('intro', { site: new URL(links.siteUrl).host }),
    ...(team ? ['', say('team', { team: quoted(locale, team) })] : []),
    '',
    ...(links.shareToken
      ? [say('share'), shareLink(links.siteUrl, locale, links.shareToken)]
      : [say('invited', { count: String(survey.invited ?? 0) })]),
    '',
    say('results'),
    resultsLink(links.siteUrl, locale, links.resultsToken, links.shareToken ?? '', links.confirmToken),
    '',
    say('threshold', { threshold: String(survey.threshold) }),
    ...(survey.consent === 1 ? ['', say('consent', { brand: BRAND_NAME })] : []),
    '',
    say('notYou'),
  ];
  return signed(say, lines);
}

/**
 * A member's personal link, in the survey's language. Like the lead's mail, no text of the
 * creator's in the subject, the team name only quoted and short in the body. The code is in the
 * body until SMTP has taken the mail; then the body and the address go (links-mail-redaction.ts).
 */
export function composeInviteMail(
  survey: SurveyFacts,
  link: { shareToken: string; code: string; siteUrl: string },
): ComposedMail {
  const locale = survey.locale as Locale;
  const say = (id: string, values: Record<string, string> = {}) =>
    text(locale, `mail.teamPulse.invite.${id}`, values) ?? id;
  const team = oneLine(survey.team_name, QUOTED_MAX);
  const lines = [
    say('intro', { site: new URL(link.siteUrl).host, count: String(survey.invited ?? 0) }),
    ...(team ? ['', say('team', { team: quoted(locale, team) })] : []),
    '',
    say('link'),
    personalLink(link.siteUrl, locale, link.shareToken, link.code),
    '',
    say('private', { threshold: String(survey.threshold) }),
  ];
  return signed(say, lines);
}

export function composeThresholdMail(survey: SurveyFacts, count: number, result: TeamResult): ComposedMail {
  const dimensionName = (dimension: string) => text(OWNER_LOCALE, `pulse.dimension.${dimension}`) ?? dimension;
  const lines = [
    `En teamundersökning har publicerat sitt första resultat (${count} svar, tröskel ${survey.threshold}). Teamledaren har samtyckt till att bli kontaktad och bekräftat sin e-postadress.`,
    '',
    `Team (som teamledaren skrev det): ${survey.team_name ? quoted(OWNER_LOCALE, survey.team_name) : '–'}`,
    `Teamledarens e-post: ${oneLine(survey.lead_email)}`,
    `Språk: ${languageName(survey.locale)}`,
    `Samtycke till kontakt: ja (${survey.consent_version})`,
    '',
    `Teamets resultat: ${result.score} av 100`,
    'Per dimension, svagast först (0–100):',
    ...result.dimensions.map((d) => `- ${dimensionName(d.dimension)}: ${d.score}`),
    '',
    `Första steget: ${dimensionName(result.weakest.dimension)} (modul: ${text(OWNER_LOCALE, `modules.item.${result.weakest.module}.title`) ?? result.weakest.module})`,
    '',
    'Enskilda svar skickas inte och finns inte i exporten; teamledaren ser de öppna svaren på sin resultatsida.',
    `Referens: ${survey.id}`,
  ];
  // No team name in the subject: it is text a stranger may have chosen.
  return { subject: `Teamundersökning klar: ${result.score}/100`, body: `${lines.join('\n')}\n` };
}
