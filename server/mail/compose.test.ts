// @vitest-environment node
import { describe, expect, it } from 'vitest';
import sv from '../../i18n/sv.json';
import type { EnquiryTable, LeadTable } from '../db/schema';
import { composeEnquiryMail, composeLeadMail, freeText, oneLine } from './compose';

const lead: LeadTable = {
  id: 'lead-1',
  received_at: '2026-11-23T10:00:00.000Z',
  locale: 'sv',
  persona: 'you',
  score: 90,
  label: 'ready',
  avg15: 4.6,
  answers: '{}',
  dimensions: '{}',
  interest: 0,
  name: 'Per',
  title: '',
  company: '',
  size: '',
  email: 'per@example.se',
  phone: '',
  followup: 'no',
  consent: 1,
  consent_version: '2026-11',
  is_spam: 0,
};

describe('the lead mail to the consultancy', () => {
  // The consultancy reads the label the visitor saw: the same catalog message, not a copy of it.
  for (const label of ['ready', 'onTrack', 'unclear'] as const) {
    it(`names the result '${label}' as the site does`, () => {
      const { body } = composeLeadMail({ ...lead, label });
      expect(body).toContain(`Resultat: 90 av 100 – ${sv[`pulse.label.${label}`]} (snitt 4.60 av 5)`);
    });
  }
});

describe('the lead mail, read by the consultancy', () => {
  const full: LeadTable = {
    ...lead,
    persona: 'team',
    score: 58,
    label: 'unclear',
    avg15: 3.333,
    answers: JSON.stringify({ team_q1: 4, team_open1: 'Mer tid\r\natt prova', team_q9: 2 }),
    dimensions: JSON.stringify({ understanding: 75, skills: 25, unknownDimension: 10 }),
    name: 'Åsa Öberg',
    title: 'HR-chef',
    company: 'Exempel AB',
    size: '51-250',
    email: 'asa@example.se',
    phone: '+46 70 123 45 67',
    followup: 'yes',
    consent: 1,
    locale: 'en',
  };

  it('lists who answered, the result, every dimension and every answer, in this order', () => {
    const { subject, body } = composeLeadMail(full);
    expect(subject).toBe('Clarity Pulse: 58/100 från Åsa Öberg');
    expect(body).toBe(
      [
        'Ett nytt svar på Clarity Pulse har kommit in.',
        '',
        'Persona: Team (Clarity for Teams)',
        `Resultat: 58 av 100 – ${sv['pulse.label.unclear']} (snitt 3.33 av 5)`,
        'Vill ha uppföljning: ja',
        '',
        'Namn: Åsa Öberg',
        'Roll: HR-chef',
        'Företag: Exempel AB',
        'Storlek: 51-250',
        'E-post: asa@example.se',
        'Telefon: +46 70 123 45 67',
        'Språk på sidan: engelska',
        'Samtycke till kontakt: ja (2026-11)',
        '',
        'Profil per dimension (0–100):',
        `- ${sv['pulse.dimension.understanding']}: 75`,
        `- ${sv['pulse.dimension.skills']}: 25`,
        '- unknownDimension: 10',
        '',
        'Svar:',
        `- ${sv['pulse.question.team_q1']}: 4 av 5`,
        `- ${sv['pulse.question.team_open1']}: Mer tid\natt prova`,
        '- team_q9: 2 av 5',
        '',
        'Mottaget: 2026-11-23T10:00:00.000Z',
        'Referens: lead-1',
        '',
      ].join('\n'),
    );
  });

  it('marks every field the visitor left empty with a dash, and an answerless lead with "inga"', () => {
    const { body } = composeLeadMail({ ...lead, name: '', email: '', followup: '', consent: 0, persona: 'strategic' });
    for (const line of ['Namn: –', 'Roll: –', 'Företag: –', 'Storlek: –', 'E-post: –', 'Telefon: –']) {
      expect(body).toContain(`\n${line}\n`);
    }
    expect(body).toContain('\nVill ha uppföljning: –\n');
    expect(body).toContain('\nSamtycke till kontakt: nej (2026-11)\n');
    expect(body).toContain('\nPersona: Organisation (Strategic Clarity)\n');
    expect(body).toContain('\nSvar:\n- inga\n');
    expect(body).toContain('\nSpråk på sidan: svenska\n');
  });

  it('names the individual persona by its offer', () => {
    expect(composeLeadMail({ ...lead, persona: 'you' }).body).toContain('\nPersona: Individ (Clarity for You)\n');
  });

  it('says "nej" to a follow-up only when the visitor said no', () => {
    expect(composeLeadMail({ ...lead, followup: 'no' }).body).toContain('\nVill ha uppföljning: nej\n');
    expect(composeLeadMail({ ...lead, followup: 'maybe' }).body).toContain('\nVill ha uppföljning: –\n');
  });

  it('names the lead by its company, then "anonym", when it has no name', () => {
    expect(composeLeadMail({ ...lead, name: '', company: 'Exempel AB' }).subject).toBe(
      'Clarity Pulse: 90/100 från Exempel AB',
    );
    expect(composeLeadMail({ ...lead, name: '  ', company: '' }).subject).toBe('Clarity Pulse: 90/100 från anonym');
  });

  it('shows a persona, label and language it does not know as they were stored', () => {
    const { body } = composeLeadMail({ ...lead, persona: 'robot', label: 'great', locale: 'fi' });
    expect(body).toContain('\nPersona: robot\n');
    expect(body).toContain('Resultat: 90 av 100 – great (snitt 4.60 av 5)');
    expect(body).toContain('\nSpråk på sidan: fi\n');
  });

  it('keeps a hostile name to one line in the subject and the body', () => {
    const { subject, body } = composeLeadMail({ ...lead, name: 'Per\r\nBcc: all@example.se' });
    expect(subject).toBe('Clarity Pulse: 90/100 från Per Bcc: all@example.se');
    expect(body).toContain('\nNamn: Per Bcc: all@example.se\n');
  });
});

describe('the enquiry mail, read by the consultancy', () => {
  const enquiry: EnquiryTable = {
    id: 'enq-1',
    received_at: '2026-11-23T10:00:00.000Z',
    locale: 'sv',
    name: 'Åsa Öberg',
    email: 'asa@example.se',
    phone: '08-123 45 67',
    company: 'Exempel AB',
    message: 'Hej!\r\nVi vill veta mer.\tTack.',
    modules: 'ai-policy, workshops-labbar,,okänd-modul',
    consent: 1,
    consent_version: '2026-11',
    is_spam: 0,
  };

  it('lists the sender, the modules by their Swedish titles and the message, in this order', () => {
    const { subject, body } = composeEnquiryMail(enquiry);
    expect(subject).toBe('Ny förfrågan från Åsa Öberg');
    expect(body).toBe(
      [
        'En ny förfrågan har kommit in via webbplatsen.',
        '',
        'Namn: Åsa Öberg',
        'E-post: asa@example.se',
        'Telefon: 08-123 45 67',
        'Företag: Exempel AB',
        'Språk på sidan: svenska',
        'Samtycke till lagring: ja (2026-11)',
        '',
        'Valda moduler:',
        `- ${sv['modules.item.aiPolicy.title']}`,
        `- ${sv['modules.item.workshopsLabs.title']}`,
        '- okänd-modul (okänd modul)',
        '',
        'Meddelande:',
        'Hej!\nVi vill veta mer.\tTack.',
        '',
        'Mottaget: 2026-11-23T10:00:00.000Z',
        'Referens: enq-1',
        '',
      ].join('\n'),
    );
  });

  it('says when no module was chosen, no phone or company given, no consent and English', () => {
    const { body } = composeEnquiryMail({
      ...enquiry,
      modules: ' , ',
      phone: '',
      company: '',
      consent: 0,
      locale: 'en',
    });
    expect(body).toContain('\nValda moduler:\n- inga\n');
    expect(body).toContain('\nTelefon: –\nFöretag: –\n');
    expect(body).toContain('\nSamtycke till lagring: nej (2026-11)\n');
    expect(body).toContain('\nSpråk på sidan: engelska\n');
  });

  it('shortens an unknown module slug to 100 characters on one line', () => {
    const { body } = composeEnquiryMail({ ...enquiry, modules: `${'x'.repeat(150)}\nBcc` });
    expect(body).toContain(`\n- ${'x'.repeat(100)} (okänd modul)\n`);
  });

  it('keeps the subject to one line of at most 100 characters of the name', () => {
    expect(composeEnquiryMail({ ...enquiry, name: 'Åsa\r\nBcc: all@example.se' }).subject).toBe(
      'Ny förfrågan från Åsa Bcc: all@example.se',
    );
    expect(composeEnquiryMail({ ...enquiry, name: 'n'.repeat(150) }).subject).toBe(
      `Ny förfrågan från ${'n'.repeat(100)}`,
    );
  });
});

describe('the text of a mail', () => {
  it('puts a value on one line: each run of control characters becomes one space, the ends trimmed', () => {
    expect(oneLine('  Per\r\n\u0000Bcc: x@y.se\u007f ')).toBe('Per Bcc: x@y.se');
    expect(oneLine('a'.repeat(250))).toHaveLength(200);
    expect(oneLine('abcdef', 3)).toBe('abc');
  });

  it('keeps line breaks and tabs in free text, as \\n, and drops every other control character', () => {
    expect(freeText('a\r\nb\rc\nd\te\u0000f\u0008g\u000bh\u001fi\u007fj')).toBe('a\nb\nc\nd\tefghij');
  });
});
