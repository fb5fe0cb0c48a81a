import { createIntl } from 'react-intl';
import { catalogs } from '../../test/render';
import { fieldErrors } from '../../domain/validation';
import { contactSchema } from './contact-schema';

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
});
