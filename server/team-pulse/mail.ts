/**
 * The two mails of a team survey: to the lead, the share and results links in the lead's
 * language (from the catalogs); to the consultancy, in Swedish like its other notices, the
 * aggregate once a consenting lead's survey reaches its threshold, never an individual answer.
 */
import { BRAND_NAME } from '../../src/config/brand';
import { resultsLink, shareLink } from '../../src/features/team-pulse/team-survey';
import type { TeamResult } from '../../src/features/team-pulse/team-aggregate';
import type { TeamSurveyTable } from '../db/schema';
import { text, type Locale } from '../mail/catalog';
import { oneLine, type ComposedMail } from '../mail/compose';

export interface SurveyLinks {
  shareToken: string;
  resultsToken: string;
  siteUrl: string;
}

export function composeLinksMail(survey: TeamSurveyTable, links: SurveyLinks): ComposedMail {
  const locale = survey.locale as Locale;
  const say = (id: string, values: Record<string, string> = {}) =>
    text(locale, `mail.teamPulse.links.${id}`, values) ?? id;
  const team = oneLine(survey.team_name, 100);
  const lines = [
    say('intro', { site: new URL(links.siteUrl).host }),
    '',
    say('share'),
    shareLink(links.siteUrl, locale, links.shareToken),
    '',
    say('results'),
    resultsLink(links.siteUrl, locale, links.resultsToken, links.shareToken),
    '',
    say('threshold', { threshold: String(survey.threshold) }),
    '',
    say('notYou'),
    '',
    say('signature', { brand: BRAND_NAME }),
  ];
  return { subject: team ? say('subjectNamed', { team }) : say('subject'), body: `${lines.join('\n')}\n` };
}

export function composeThresholdMail(survey: TeamSurveyTable, count: number, result: TeamResult): ComposedMail {
  const dimensionName = (dimension: string) => text('sv', `pulse.dimension.${dimension}`) ?? dimension;
  const lines = [
    `En teamundersökning har nått sin tröskel (${count} svar av minst ${survey.threshold}). Teamledaren har samtyckt till att bli kontaktad.`,
    '',
    `Team: ${oneLine(survey.team_name) || '–'}`,
    `Teamledarens e-post: ${oneLine(survey.lead_email)}`,
    `Språk: ${survey.locale === 'en' ? 'engelska' : 'svenska'}`,
    `Samtycke till kontakt: ja (${survey.consent_version})`,
    '',
    `Teamets resultat: ${result.score} av 100`,
    'Per dimension, svagast först (0–100):',
    ...result.dimensions.map((d) => `- ${dimensionName(d.dimension)}: ${d.score}`),
    '',
    `Första steget: ${dimensionName(result.weakest.dimension)} (modul: ${text('sv', `modules.item.${result.weakest.module}.title`) ?? result.weakest.module})`,
    '',
    'Enskilda svar skickas inte och finns inte i exporten; teamledaren ser de öppna svaren på sin resultatsida.',
    `Referens: ${survey.id}`,
  ];
  return {
    subject: `Teamundersökning klar: ${result.score}/100${survey.team_name ? ` – ${oneLine(survey.team_name, 80)}` : ''}`,
    body: `${lines.join('\n')}\n`,
  };
}
