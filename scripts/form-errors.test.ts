// @vitest-environment node
/**
 * The forms' per-field errors speak one way per language (issue 31, "the two forms' error
 * wording"): the contact form, Clarity Pulse's contact step and Team Pulse's start form show
 * the same shared messages (`validation.*`) beside their own, so those must read alike. The
 * spec's own sentences (SPEC section 5) set the pattern: "Namn är obligatoriskt" / "Name is
 * required" for a missing value, "Ange …" / "Please enter …" for a wrong one, no full stop.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readCatalog } from './catalogs';

/**
 * Errors only a hand-made request can earn (a field no form has, a number where text belongs, no
 * body at all): the forms send none of these, so no visitor reads them at a field.
 */
const REQUEST_ERRORS = new Set(['validation.unknownField', 'validation.wrongType', 'validation.notAnObject']);

/** The errors a form shows at a field: what its schema (the server's) or the form itself may report. */
function fieldErrorIds(catalog: Record<string, string>) {
  return Object.keys(catalog).filter(
    (id) =>
      (id.startsWith('validation.') && !REQUEST_ERRORS.has(id)) ||
      /^contact\.form\.[a-z]+\.(required|invalid)$/.test(id) ||
      id === 'teamPulse.start.thresholdInvalid',
  );
}

/** Every argument in a message, with its ICU type. */
function argumentsOf(elements: MessageFormatElement[]): Exclude<MessageFormatElement, { type: TYPE.pound }>[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return [element, ...Object.values(element.options).flatMap((option) => argumentsOf(option.value))];
    if (element.type === TYPE.tag) return argumentsOf(element.children);
    return element.type === TYPE.literal || element.type === TYPE.pound ? [] : [element];
  });
}

const PATTERNS = {
  // A missing value ("Namn är obligatoriskt"), the spec's consent sentence, or what to do.
  sv: /^(?:[A-ZÅÄÖ][a-zåäö-]* är obligatorisk[t]?|Du måste .+|(?:Ange|Skriv in) .+)$/,
  en: /^(?:[A-Z][a-z ]* is required|This field is required|You must .+|Please (?:enter|type) .+)$/,
};

describe.each(['sv', 'en'] as const)('per-field errors in %s', (locale) => {
  const catalog = readCatalog(locale);
  const ids = fieldErrorIds(catalog);

  it('are the shared ones and the contact form’s', () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        'validation.required',
        'validation.tooLong',
        'contact.form.email.invalid',
        'contact.form.name.required',
      ]),
    );
  });

  it.each(ids)('%s says what is missing or what to do, without a full stop', (id) => {
    expect(catalog[id]).toMatch(PATTERNS[locale]);
    expect(catalog[id]).not.toMatch(/\.$/);
  });

  it.each(ids)('%s formats its numbers as numbers (“2 000”, “2,000”), never as bare digits', (id) => {
    expect(catalog[id]).not.toMatch(/\d/);
    for (const argument of argumentsOf(parse(catalog[id])))
      expect({ id, argument: argument.value, type: argument.type }).toEqual({
        id,
        argument: argument.value,
        type: TYPE.number,
      });
  });

  it('names the address as the spec does: “e-postadress”, “email address”', () => {
    const addresses = ids.map((id) => catalog[id]).filter((text) => /mail|post/i.test(text));
    expect(addresses.length).toBeGreaterThan(0);
    for (const text of addresses) expect(text).toMatch(locale === 'sv' ? /e-postadress/i : /email address/i);
  });
});

it('the length error names the limit', () => {
  expect(readCatalog('sv')['validation.tooLong']).toContain('{max, number}');
  expect(readCatalog('en')['validation.tooLong']).toContain('{max, number}');
});
