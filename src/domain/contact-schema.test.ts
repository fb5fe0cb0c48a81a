import { createIntl } from 'react-intl';
import { catalogs } from '../test/render';
import { fieldErrors } from './validation';
import { CONTACT_CONSENT_VERSION, CONTACT_LIMITS, contactSchema } from './contact-schema';

const valid = { name: 'Åsa', email: 'asa@example.se', message: 'Hej', consent: true };

describe('contact schema (SPEC section 5)', () => {
  it('accepts a valid enquiry, with optional phone, company and modules left out', async () => {
    expect(await fieldErrors(contactSchema, valid)).toBeNull();
    expect(
      await fieldErrors(contactSchema, { ...valid, phone: '', company: '', modules: 'ai-policy', website: '' }),
    ).toBeNull();
  });

  it.each([
    [{ ...valid, name: '  ' }, 'name', 'Namn är obligatoriskt', 'Name is required'],
    [{ ...valid, email: '' }, 'email', 'E-postadress är obligatorisk', 'Email address is required'],
    [{ ...valid, email: 'asa@example' }, 'email', 'Ange en giltig e-postadress', 'Please enter a valid email address'],
    [
      { ...valid, email: 'a sa@example.se' },
      'email',
      'Ange en giltig e-postadress',
      'Please enter a valid email address',
    ],
    [{ ...valid, message: '\n ' }, 'message', 'Meddelande är obligatoriskt', 'Message is required'],
    [
      { ...valid, consent: false },
      'consent',
      'Du måste godkänna att vi sparar dina uppgifter',
      'You must agree to us storing your information',
    ],
  ])('%o fails on %s with the exact message in both languages', async (input, field, sv, en) => {
    const errors = await fieldErrors(contactSchema, input);
    const id = errors?.[field];
    expect(id).toBeDefined();
    expect(createIntl({ locale: 'sv', messages: catalogs.sv }).formatMessage({ id: id! })).toBe(sv);
    expect(createIntl({ locale: 'en', messages: catalogs.en }).formatMessage({ id: id! })).toBe(en);
  });

  it('reports an over-long crafted e-mail as too long, at once', async () => {
    const crafted = { name: 'Åsa', email: `a@${'.'.repeat(31_000)}@`, message: 'Hej', consent: true };
    const start = performance.now();
    const errors = await fieldErrors(contactSchema, crafted);
    expect(performance.now() - start).toBeLessThan(100);
    expect(errors).toEqual({ email: 'validation.tooLong' });
  });

  it.each([
    ['no name at all', { email: valid.email, message: 'Hej', consent: true }, { name: 'contact.form.name.required' }],
    ['no e-mail at all', { name: 'Åsa', message: 'Hej', consent: true }, { email: 'contact.form.email.required' }],
    [
      'no message at all',
      { name: 'Åsa', email: valid.email, consent: true },
      { message: 'contact.form.message.required' },
    ],
    [
      'no consent at all',
      { name: 'Åsa', email: valid.email, message: 'Hej' },
      { consent: 'contact.form.consent.required' },
    ],
    ['a name over its limit', { ...valid, name: 'n'.repeat(CONTACT_LIMITS.name + 1) }, { name: 'validation.tooLong' }],
    ['a name with a line break', { ...valid, name: 'Åsa\r\nBcc: x@y.se' }, { name: 'validation.lineBreak' }],
    [
      'a phone over its limit',
      { ...valid, phone: '1'.repeat(CONTACT_LIMITS.phone + 1) },
      { phone: 'validation.tooLong' },
    ],
    ['a company with a line break', { ...valid, company: 'AB\nBcc' }, { company: 'validation.lineBreak' }],
    [
      'a message over its limit',
      { ...valid, message: 'm'.repeat(CONTACT_LIMITS.message + 1) },
      { message: 'validation.tooLong' },
    ],
    [
      'a honeypot over its limit',
      { ...valid, website: 'w'.repeat(CONTACT_LIMITS.website + 1) },
      { website: 'validation.tooLong' },
    ],
    [
      'modules over their limit',
      { ...valid, modules: 'a'.repeat(CONTACT_LIMITS.modules + 1) },
      { modules: 'validation.tooLong' },
    ],
    ['a language the site has not', { ...valid, locale: 'de' }, { locale: 'validation.invalid' }],
    ['a field the form does not have', { ...valid, admin: true }, { _: 'validation.unknownField' }],
    ['a list instead of an enquiry', [valid], { _: 'validation.notAnObject' }],
    ['no body at all', null, { _: 'validation.notAnObject' }],
    ['an undefined body', undefined, { _: 'validation.notAnObject' }],
    ['text instead of an enquiry', 'Hej', { _: 'validation.notAnObject' }],
    ['an empty name', { ...valid, name: '' }, { name: 'contact.form.name.required' }],
    ['an empty message', { ...valid, message: '' }, { message: 'contact.form.message.required' }],
    ['a name sent as a number', { ...valid, name: 42 }, { name: 'validation.wrongType' }],
    ['consent sent as text', { ...valid, consent: 'true' }, { consent: 'validation.wrongType' }],
    [
      'an e-mail over its limit',
      { ...valid, email: `${'e'.repeat(CONTACT_LIMITS.email)}@x.se` },
      { email: 'validation.tooLong' },
    ],
    [
      'everything missing',
      {},
      {
        name: 'contact.form.name.required',
        email: 'contact.form.email.required',
        message: 'contact.form.message.required',
        consent: 'contact.form.consent.required',
      },
    ],
  ])('answers %s with the field’s message id', async (_case, input, expected) => {
    expect(await fieldErrors(contactSchema, input)).toEqual(expected);
  });

  it('takes every field at its limit, and both languages', async () => {
    const atLimits = Object.fromEntries(Object.entries(CONTACT_LIMITS).map(([field, max]) => [field, 'a'.repeat(max)]));
    expect(
      await fieldErrors(contactSchema, { ...atLimits, email: valid.email, consent: true, locale: 'sv' }),
    ).toBeNull();
    expect(await fieldErrors(contactSchema, { ...valid, locale: 'en' })).toBeNull();
  });

  it('records which consent wording the visitor agreed to', () => {
    expect(CONTACT_CONSENT_VERSION).toMatch(/^contact-consent-\d{4}-\d{2}$/);
  });
});
