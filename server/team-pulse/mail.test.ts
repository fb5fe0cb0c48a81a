// @vitest-environment node
/**
 * Team Pulse's mails as their readers get them: the lead's links mail and a member's personal
 * link in the survey's language, the consultancy's notice in Swedish. The texts are read from
 * the catalogs (server/mail/catalog.ts), so a reworded message does not fail this test; what it
 * checks is which lines a mail carries, with which links and values, and what it never carries.
 */
import { BRAND_NAME } from '../../src/config/brand';
import { personalLink, resultsLink, shareLink } from '../../src/domain/team-pulse/team-survey';
import type { TeamResult } from '../../src/domain/team-pulse/team-aggregate';
import { text } from '../mail/catalog';
import { composeInviteMail, composeLinksMail, composeThresholdMail, quoted } from './mail';

const SITE = 'https://clarity.example.se';
const SHARE = 'S'.repeat(43);
const RESULTS = 'R'.repeat(43);
const CONFIRM = 'C'.repeat(43);

const survey = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  locale: 'en',
  team_name: 'Team\nNorth',
  lead_email: 'lead@example.se',
  threshold: 5,
  consent: 1,
  consent_version: '2026-09',
  invited: null,
};

const links = { shareToken: SHARE, resultsToken: RESULTS, confirmToken: CONFIRM, siteUrl: SITE };
const say = (locale: 'sv' | 'en', id: string, values: Record<string, string> = {}) => text(locale, id, values)!;
const linesOf = (body: string) => body.split('\n');

describe("the lead's links mail", () => {
  it('gives the share link, the private results link with its confirm token and the threshold, signed, in the lead’s language', () => {
    const mail = composeLinksMail(survey, links);
    const s = (id: string, values?: Record<string, string>) => say('en', `mail.teamPulse.links.${id}`, values);
    expect(mail.subject).toBe(s('subject'));
    expect(linesOf(mail.body)).toEqual([
      s('intro', { site: 'clarity.example.se' }),
      '',
      s('team', { team: '“Team North”' }),
      '',
      s('share'),
      shareLink(SITE, 'en', SHARE),
      '',
      s('results'),
      resultsLink(SITE, 'en', RESULTS, SHARE, CONFIRM),
      '',
      s('threshold', { threshold: '5' }),
      '',
      s('consent', { brand: BRAND_NAME }),
      '',
      s('notYou'),
      '',
      ...s('signature', { brand: BRAND_NAME }).split('\n'),
      '',
    ]);
  });

  it('says the members get personal links instead of a share link, and leaves out the team and consent lines when there are none', () => {
    const mail = composeLinksMail(
      { ...survey, locale: 'sv', team_name: ' ', consent: 0, invited: 7 },
      {
        ...links,
        shareToken: undefined,
      },
    );
    const body = linesOf(mail.body);
    expect(body).toContain(say('sv', 'mail.teamPulse.links.invited', { count: '7' }));
    expect(body).toContain(resultsLink(SITE, 'sv', RESULTS, '', CONFIRM));
    expect(body.some((line) => line.includes(SHARE))).toBe(false);
    expect(body).not.toContain(say('sv', 'mail.teamPulse.links.consent', { brand: BRAND_NAME }));
    expect(body.join('\n')).not.toContain(say('sv', 'mail.teamPulse.links.team', { team: '' }).trim());
  });
});

describe("a member's personal link mail", () => {
  it('gives the one-use link, the team quoted and the privacy promise, with no team name in the subject', () => {
    const mail = composeInviteMail(
      { ...survey, locale: 'sv', invited: 4 },
      {
        shareToken: SHARE,
        code: 'K7Q2',
        siteUrl: SITE,
      },
    );
    const s = (id: string, values?: Record<string, string>) => say('sv', `mail.teamPulse.invite.${id}`, values);
    expect(mail.subject).toBe(s('subject'));
    expect(linesOf(mail.body)).toEqual([
      s('intro', { site: 'clarity.example.se', count: '4' }),
      '',
      s('team', { team: '”Team North”' }),
      '',
      s('link'),
      personalLink(SITE, 'sv', SHARE, 'K7Q2'),
      '',
      s('private', { threshold: '5' }),
      '',
      ...s('signature', { brand: BRAND_NAME }).split('\n'),
      '',
    ]);
  });
});

describe("the consultancy's notice when a consenting lead's survey publishes", () => {
  const result = {
    score: 62,
    dimensions: [
      { dimension: 'skills', score: 41 },
      { dimension: 'policy', score: 70 },
    ],
    weakest: { dimension: 'skills', module: 'rolesCompetencies', package: 'clarityForTeams' },
  } as unknown as TeamResult;

  it('gives the aggregate, weakest first, the lead’s address and language, and never the team name in the subject', () => {
    const mail = composeThresholdMail({ ...survey, team_name: 'Team <North>' }, 6, result);
    expect(mail.subject).toBe('Teamundersökning klar: 62/100');
    const body = linesOf(mail.body);
    expect(body[0]).toContain('(6 svar, tröskel 5)');
    expect(body).toEqual(
      expect.arrayContaining([
        'Team (som teamledaren skrev det): ”Team <North>”',
        'Teamledarens e-post: lead@example.se',
        'Språk: engelska',
        'Samtycke till kontakt: ja (2026-09)',
        'Teamets resultat: 62 av 100',
        `- ${say('sv', 'pulse.dimension.skills')}: 41`,
        `- ${say('sv', 'pulse.dimension.policy')}: 70`,
        `Första steget: ${say('sv', 'pulse.dimension.skills')} (modul: ${say('sv', 'modules.item.rolesCompetencies.title')})`,
        `Referens: ${survey.id}`,
      ]),
    );
    expect(body.indexOf(`- ${say('sv', 'pulse.dimension.skills')}: 41`)).toBeLessThan(
      body.indexOf(`- ${say('sv', 'pulse.dimension.policy')}: 70`),
    );
  });

  it('writes a dash for a team without a name', () => {
    expect(composeThresholdMail({ ...survey, team_name: '' }, 6, result).body).toContain(
      'Team (som teamledaren skrev det): –\n',
    );
  });
});

it('quotes a name in each language’s marks, on one line and cut to 80 characters', () => {
  expect(quoted('sv', 'Team\r\nNorr')).toBe('”Team Norr”');
  expect(quoted('en', 'x'.repeat(100))).toBe(`“${'x'.repeat(80)}”`);
});
