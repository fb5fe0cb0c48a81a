/**
 * The Clarity Pulse lead as the server receives it, from the survey or from a hostile client:
 * which bodies are taken, and for each one turned away, the field and the message id the
 * verdict names. The server recomputes the score, so only the answers are checked closely.
 */
import type { Schema } from 'yup';
import { serverVerdict } from '../../test/server-verdict';
import { COMPANY_SIZES } from './lead-contact';
import { leadSchema, OPEN_ANSWER_MAX, PULSE_CONSENT_VERSION } from './lead-schema';

const verdict = (body: unknown) => serverVerdict(leadSchema, body);

const TEAM_ANSWERS = { team_q1: 4, team_q2: 3, team_q3: 5, team_q4: 2, team_q5: 1, team_q6: 3 };
const lead = { persona: 'team', answers: TEAM_ANSWERS, locale: 'sv' };

describe('a Clarity Pulse lead', () => {
  it.each([
    ['a persona, its answers and a locale', lead],
    ['English', { ...lead, locale: 'en' }],
    ['the individual persona with its seven ratings', { ...lead, persona: 'you', answers: { you_q1: 1, you_q7: 5 } }],
    ['the older name of the individual persona', { ...lead, persona: 'individual', answers: { you_q1: 1, you_q7: 5 } }],
    [
      'the strategic persona with its own keys',
      { ...lead, persona: 'strategic', answers: { strat_q6: 3, strat_open2: 'KPI' } },
    ],
    ['no answers given yet', { ...lead, answers: {} }],
    [
      'open answers, empty or at the limit',
      { ...lead, answers: { ...TEAM_ANSWERS, team_open1: '', team_open2: 'x'.repeat(OPEN_ANSWER_MAX) } },
    ],
    [
      'the client’s own figures',
      { ...lead, interest: true, score: 58, label: 'unclear', avg15: 3.3, dimensions: { skills: 25 } },
    ],
    [
      'the whole contact step',
      {
        ...lead,
        contact: {
          name: 'Åsa',
          title: 'HR-chef',
          company: 'Exempel AB',
          size: '51-250',
          email: 'asa@example.se',
          phone: '+46 70 123 45 67',
          cw_followup: 'yes',
          consent: true,
        },
      },
    ],
    ['a contact step left empty', { ...lead, contact: { size: '', cw_followup: '' } }],
    ['an empty honeypot', { ...lead, website: '' }],
  ])('takes %s', async (_case, body) => {
    expect(await verdict(body)).toBe('valid');
  });

  it.each(COMPANY_SIZES)('takes the company size %s', async (size) => {
    expect(await verdict({ ...lead, contact: { size } })).toBe('valid');
  });

  it.each(['', 'yes', 'no'])('takes the follow-up answer %j', async (cw_followup) => {
    expect(await verdict({ ...lead, contact: { cw_followup } })).toBe('valid');
  });

  it.each([
    ['no body at all', null, '_: validation.notAnObject'],
    ['an undefined body', undefined, '_: validation.notAnObject'],
    ['a list instead of an object', [lead], '_: validation.notAnObject'],
    ['text instead of an object', 'lead', '_: validation.notAnObject'],
    ['no persona', { answers: TEAM_ANSWERS, locale: 'sv' }, 'persona: validation.required'],
    ['a persona the survey has not', { ...lead, persona: 'ceo' }, 'persona: validation.invalid'],
    ['a persona named after an object property', { ...lead, persona: 'constructor' }, 'persona: validation.invalid'],
    ['no answers', { persona: 'team', locale: 'sv' }, 'answers: validation.required'],
    ['answers as a list', { ...lead, answers: [4, 3] }, 'answers: pulse.answers.invalid'],
    ['answers as text', { ...lead, answers: 'team_q1=4' }, 'answers: pulse.answers.invalid'],
    ['answers that are null', { ...lead, answers: null }, 'answers: validation.required'],
    ['answers as an empty list', { ...lead, answers: [] }, 'answers: pulse.answers.invalid'],
    ['answers as empty text', { ...lead, answers: '' }, 'answers: pulse.answers.invalid'],
    ['answers as a number', { ...lead, answers: 4 }, 'answers: pulse.answers.invalid'],
    ['answers as true', { ...lead, answers: true }, 'answers: pulse.answers.invalid'],
    [
      'another persona’s question',
      { ...lead, answers: { ...TEAM_ANSWERS, you_q1: 3 } },
      'answers: pulse.answers.invalid',
    ],
    [
      'a question the survey does not ask',
      { ...lead, answers: { ...TEAM_ANSWERS, team_q7: 3 } },
      'answers: pulse.answers.invalid',
    ],
    ['a rating of 0', { ...lead, answers: { ...TEAM_ANSWERS, team_q1: 0 } }, 'answers: pulse.answers.invalid'],
    ['a rating of 6', { ...lead, answers: { ...TEAM_ANSWERS, team_q1: 6 } }, 'answers: pulse.answers.invalid'],
    [
      'a rating that is not whole',
      { ...lead, answers: { ...TEAM_ANSWERS, team_q1: 2.5 } },
      'answers: pulse.answers.invalid',
    ],
    [
      'a rating sent as text',
      { ...lead, answers: { ...TEAM_ANSWERS, team_q1: '4' } },
      'answers: pulse.answers.invalid',
    ],
    [
      'an open answer over the limit',
      { ...lead, answers: { team_open1: 'x'.repeat(OPEN_ANSWER_MAX + 1) } },
      'answers: pulse.answers.invalid',
    ],
    ['an open answer that is a number', { ...lead, answers: { team_open1: 5 } }, 'answers: pulse.answers.invalid'],
    [
      'an open answer sent as a list',
      { ...lead, answers: { team_open1: ['Möten'] } },
      'answers: pulse.answers.invalid',
    ],
    ['a persona sent as a number', { ...lead, persona: 1 }, 'persona: validation.wrongType'],
    ['an empty persona', { ...lead, persona: '' }, 'persona: validation.required'],
    ['a locale sent as a number', { ...lead, locale: 1 }, 'locale: validation.wrongType'],
    ['interest sent as text', { ...lead, interest: 'true' }, 'interest: validation.wrongType'],
    ['a score sent as text', { ...lead, score: '58' }, 'score: validation.wrongType'],
    ['no locale', { persona: 'team', answers: TEAM_ANSWERS }, 'locale: validation.required'],
    ['a locale the site has not', { ...lead, locale: 'fi' }, 'locale: validation.invalid'],
    ['a label over 20 characters', { ...lead, label: 'x'.repeat(21) }, 'label: validation.tooLong'],
    ['dimensions as a list', { ...lead, dimensions: [25] }, 'dimensions: validation.invalid'],
    ['dimensions that are null', { ...lead, dimensions: null }, 'dimensions: validation.invalid'],
    ['dimensions as a number', { ...lead, dimensions: 25 }, 'dimensions: validation.invalid'],
    [
      'more than 20 dimensions',
      { ...lead, dimensions: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`d${i}`, 1])) },
      'dimensions: validation.invalid',
    ],
    [
      'a company size the form does not offer',
      { ...lead, contact: { size: '2-5' } },
      'contact.size: validation.invalid',
    ],
    [
      'a follow-up answer the form does not offer',
      { ...lead, contact: { cw_followup: 'maybe' } },
      'contact.cw_followup: validation.invalid',
    ],
    [
      'a name with a line break',
      { ...lead, contact: { name: 'Åsa\r\nBcc: x@y.se' } },
      'contact.name: validation.lineBreak',
    ],
    ['a name over 200 characters', { ...lead, contact: { name: 'x'.repeat(201) } }, 'contact.name: validation.tooLong'],
    [
      'a title over 200 characters',
      { ...lead, contact: { title: 'x'.repeat(201) } },
      'contact.title: validation.tooLong',
    ],
    [
      'a company over 200 characters',
      { ...lead, contact: { company: 'x'.repeat(201) } },
      'contact.company: validation.tooLong',
    ],
    [
      'an e-mail over 254 characters',
      { ...lead, contact: { email: `${'x'.repeat(250)}@x.se` } },
      'contact.email: validation.tooLong',
    ],
    [
      'a phone over 50 characters',
      { ...lead, contact: { phone: '1'.repeat(51) } },
      'contact.phone: validation.tooLong',
    ],
    ['consent sent as text', { ...lead, contact: { consent: 'yes' } }, 'contact.consent: validation.wrongType'],
    ['a contact step that is a list', { ...lead, contact: ['Åsa'] }, 'contact: validation.wrongType'],
    [
      'a contact field the form does not have',
      { ...lead, contact: { fax: '123' } },
      'contact: validation.unknownField',
    ],
    ['a honeypot over 500 characters', { ...lead, website: 'x'.repeat(501) }, 'website: validation.tooLong'],
    ['a field the survey does not send', { ...lead, admin: true }, '_: validation.unknownField'],
  ])('turns away %s', async (_case, body, expected) => {
    expect(await verdict(body)).toBe(expected);
  });

  it('takes the limits themselves: 20 dimensions, 20-character label, 200-character name', async () => {
    const dimensions = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`d${i}`, 1]));
    expect(await verdict({ ...lead, dimensions, label: 'x'.repeat(20), contact: { name: 'x'.repeat(200) } })).toBe(
      'valid',
    );
  });

  it('reports every faulty field at once, each with its own message id', async () => {
    expect(await verdict({ persona: 'ceo', locale: 'fi', label: 'x'.repeat(21) })).toBe(
      'persona: validation.invalid, answers: validation.required, locale: validation.invalid, label: validation.tooLong',
    );
  });

  it('checks the answers alone, with no lead around them, without failing on the missing persona', async () => {
    const answersRule = leadSchema.fields.answers as Schema;
    expect(await answersRule.isValid({ team_q1: 4 })).toBe(true);
    expect(await answersRule.isValid([])).toBe(false);
  });

  it('records which consent wording the visitor agreed to', () => {
    expect(PULSE_CONSENT_VERSION).toMatch(/^pulse-consent-\d{4}-\d{2}$/);
  });

  it('reports only the persona when it is unknown, not the answers too', async () => {
    expect(await verdict({ ...lead, persona: 'ceo', answers: { whatever: 1 } })).toBe('persona: validation.invalid');
  });

  it.each(['not an email', 'per@example', 'per@@example.se', 'per @example.se'])(
    'refuses a contact address %j that is not an e-mail address, as the contact form does',
    async (email) => {
      expect(await verdict({ ...lead, contact: { email } })).toBe('contact.email: contact.form.email.invalid');
    },
  );

  it('takes a lead with no contact details at all: an anonymous result', async () => {
    expect(await verdict(lead)).toBe('valid');
    expect(await verdict({ ...lead, contact: { email: '', name: '', cw_followup: '', consent: false } })).toBe('valid');
  });
});
