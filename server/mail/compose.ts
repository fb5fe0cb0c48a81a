/**
 * The notification mails to the consultancy, in Swedish, as plain text built from escaped values:
 * control characters are removed from every value and line breaks are kept only in free text.
 */
import { moduleForSlug } from '../../src/content/modules';
import type { EnquiryTable, LeadTable } from '../db/schema';
import { languageName, OWNER_LOCALE, text } from './catalog';

export interface ComposedMail {
  subject: string;
  body: string;
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex -- as above; tab and line feed are kept
const CONTROL_CHARACTERS_BUT_TAB_AND_LF = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** One line: no CR/LF (header injection) and no other control characters. */
export function oneLine(value: string, max = 200): string {
  return value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, max);
}

/** Free text: line breaks normalised to \n, other control characters removed. */
export function freeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS_BUT_TAB_AND_LF, '');
}

function moduleTitles(modules: string): string[] {
  return modules
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean)
    .map((slug) => {
      const module = moduleForSlug(slug);
      return module ? (text(OWNER_LOCALE, module.title) ?? slug) : `${oneLine(slug, 100)} (okänd modul)`;
    });
}

export function composeEnquiryMail(row: EnquiryTable): ComposedMail {
  const modules = moduleTitles(row.modules);
  const lines = [
    'En ny förfrågan har kommit in via webbplatsen.',
    '',
    `Namn: ${oneLine(row.name)}`,
    `E-post: ${oneLine(row.email)}`,
    `Telefon: ${oneLine(row.phone) || '–'}`,
    `Företag: ${oneLine(row.company) || '–'}`,
    `Språk på sidan: ${languageName(row.locale)}`,
    `Samtycke till lagring: ${row.consent ? 'ja' : 'nej'} (${row.consent_version})`,
    '',
    'Valda moduler:',
    ...(modules.length ? modules.map((title) => `- ${title}`) : ['- inga']),
    '',
    'Meddelande:',
    freeText(row.message),
    '',
    `Mottaget: ${row.received_at}`,
    `Referens: ${row.id}`,
  ];
  return { subject: `Ny förfrågan från ${oneLine(row.name, 100)}`, body: `${lines.join('\n')}\n` };
}

const PERSONA_NAMES: Record<string, string> = {
  you: 'Individ (Clarity for You)',
  team: 'Team (Clarity for Teams)',
  strategic: 'Organisation (Strategic Clarity)',
};

export function composeLeadMail(row: LeadTable): ComposedMail {
  const answers = JSON.parse(row.answers) as Record<string, string | number>;
  const answerLines = Object.entries(answers).map(([key, value]) => {
    const question = text(OWNER_LOCALE, `pulse.question.${key}`) ?? key;
    return `- ${oneLine(question, 300)}: ${typeof value === 'number' ? `${value} av 5` : freeText(value)}`;
  });
  const lines = [
    'Ett nytt svar på Clarity Pulse har kommit in.',
    '',
    `Persona: ${PERSONA_NAMES[row.persona] ?? row.persona}`,
    `Resultat: ${row.score} av 100 – ${text(OWNER_LOCALE, `pulse.label.${row.label}`) ?? row.label} (snitt ${row.avg15.toFixed(2)} av 5)`,
    `Vill ha uppföljning: ${row.followup === 'yes' ? 'ja' : row.followup === 'no' ? 'nej' : '–'}`,
    '',
    `Namn: ${oneLine(row.name) || '–'}`,
    `Roll: ${oneLine(row.title) || '–'}`,
    `Företag: ${oneLine(row.company) || '–'}`,
    `Storlek: ${oneLine(row.size) || '–'}`,
    `E-post: ${oneLine(row.email) || '–'}`,
    `Telefon: ${oneLine(row.phone) || '–'}`,
    `Språk på sidan: ${languageName(row.locale)}`,
    `Samtycke till kontakt: ${row.consent ? 'ja' : 'nej'} (${row.consent_version})`,
    '',
    'Profil per dimension (0–100):',
    ...Object.entries(JSON.parse(row.dimensions) as Record<string, number>).map(
      ([dimension, score]) => `- ${text(OWNER_LOCALE, `pulse.dimension.${dimension}`) ?? dimension}: ${score}`,
    ),
    '',
    'Svar:',
    ...(answerLines.length ? answerLines : ['- inga']),
    '',
    `Mottaget: ${row.received_at}`,
    `Referens: ${row.id}`,
  ];
  const who = oneLine(row.name, 100) || oneLine(row.company, 100) || 'anonym';
  return { subject: `Clarity Pulse: ${row.score}/100 från ${who}`, body: `${lines.join('\n')}\n` };
}
