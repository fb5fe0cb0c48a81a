import { object, string } from 'yup';
import { DEFAULT_SITE_URL } from './site-url';
import {
  emailAddress,
  EMAIL_PATTERN,
  fieldErrors,
  fieldErrorsNow,
  isNotBlank,
  isRecord,
  matchesWithin,
  maxLengths,
  singleLine,
} from './validation';

/** Milliseconds one call takes; the bounds below are far above the few microseconds a linear match needs. */
function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('EMAIL_PATTERN', () => {
  it.each(['asa@example.se', 'a.b+c@sub.example.co.uk', 'örjan@exempel.se', 'x@y.z'])('accepts %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
  });

  it.each([
    'asa@example',
    'a sa@example.se',
    'asa@@example.se',
    '@example.se',
    'asa@.se',
    'asa@example..se',
    'asa@example.se.',
    'asa@exa mple.se',
    'asa@example.se\n',
  ])('refuses %j', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
  });

  // Each of these made the old pattern try every way to split the domain (quadratic or worse);
  // the first one took about 1.5 s. A linear pattern answers each in well under a millisecond.
  const n = 31_000;
  it.each([
    ['a@ + dots + @', `a@${'.'.repeat(n)}@`],
    ['a@ + dots + space', `a@${'.'.repeat(n)} `],
    ['a@ + labels + @', `a@${'b.'.repeat(n / 2)}@`],
    ['a@ + one long label + dot + @', `a@${'b'.repeat(n)}.@`],
    ['only local part', `${'a'.repeat(n)}`],
    ['many at-signs', `${'a@'.repeat(n / 2)}`],
    ['dots then space in the local part', `${'.'.repeat(n)} @x.se`],
  ])('answers %s (31,000 characters) in linear time', (_case, input) => {
    expect(timed(() => EMAIL_PATTERN.test(input))).toBeLessThan(50);
  });
});

describe('length before pattern', () => {
  it('never runs the pattern on a value over the limit', () => {
    // A pattern that backtracks exponentially: it needs seconds for this input if it runs.
    const catastrophic = /^(a+)+$/;
    const check = matchesWithin(catastrophic, 10);
    expect(timed(() => expect(check(`${'a'.repeat(22)}!`)).toBe(true))).toBeLessThan(50);
    expect(check('aaa!')).toBe(false);
  });
});

describe('the shared field rules, as the server answers them', () => {
  // Built inside each test, so a rule that breaks the schema's construction fails the tests.
  const form = () =>
    object({
      name: singleLine(5),
      email: emailAddress(12),
      note: string(),
    })
      .noUnknown('validation.unknownField')
      .strict();

  it.each([
    ['a line break, even at exactly the limit', { name: 'ab\ncd' }, { name: 'validation.lineBreak' }],
    ['a carriage return', { name: 'a\rb' }, { name: 'validation.lineBreak' }],
    ['one character over the limit, with no pattern run', { name: 'abc\ndef' }, { name: 'validation.tooLong' }],
    ['an address at its limit that is not one', { email: 'abcdefghijkl' }, { email: 'contact.form.email.invalid' }],
    ['an address over its limit', { email: 'abc@example.se' }, { email: 'validation.tooLong' }],
    ['a number where text belongs', { note: 5 }, { note: 'validation.wrongType' }],
    ['a null where text belongs', { note: null }, { note: 'validation.invalid' }],
    ['a field the form does not have', { extra: 'x' }, { _: 'validation.unknownField' }],
  ])('answers %s with its message id', async (_case, input, expected) => {
    expect(await fieldErrors(form(), input)).toEqual(expected);
  });

  it('takes text within the limits, and nothing at all', async () => {
    expect(await fieldErrors(form(), { name: 'abcde', email: 'a@example.se' })).toBeNull();
    expect(await fieldErrors(form(), {})).toBeNull();
  });

  it('leaves an empty field to the required rule: nothing typed is not an invalid address', async () => {
    expect(await fieldErrors(form(), { name: '', email: '' })).toBeNull();
  });

  it('gives every failing field its first message, and the body’s own error as _', async () => {
    expect(await fieldErrors(form(), { name: 'a\nbcdefg', email: 'x', note: 3 })).toEqual({
      name: 'validation.tooLong',
      email: 'contact.form.email.invalid',
      note: 'validation.wrongType',
    });
    expect(await fieldErrors(form().required('validation.notAnObject'), undefined)).toEqual({
      _: 'validation.notAnObject',
    });
  });

  it('answers with message ids where yup would use its own English words', async () => {
    const plain = object({
      required: string().required(),
      short: string().max(3),
      custom: string().test('custom', () => false),
    }).strict();
    expect(await fieldErrors(plain, { short: 'abcd', custom: 'x' })).toEqual({
      required: 'validation.required',
      short: 'validation.tooLong',
      custom: 'validation.invalid',
    });
  });

  it('answers at once, for a check inside a press, just as it answers later', () => {
    expect(fieldErrorsNow(form(), { name: 'a\nbcdefg', email: 'x', note: 3 })).toEqual({
      name: 'validation.tooLong',
      email: 'contact.form.email.invalid',
      note: 'validation.wrongType',
    });
    expect(fieldErrorsNow(form(), { name: 'abcde' })).toBeNull();
  });

  it('reads each field’s limit from its rule, so an “at most N characters” message names the real N', () => {
    expect(maxLengths(form())).toStrictEqual({ name: 5, email: 12 });
    // The limit, wherever it stands among the field's rules.
    expect(
      maxLengths(
        object({
          code: string()
            .matches(/^[a-z]+$/)
            .max(3),
        }),
      ),
    ).toStrictEqual({ code: 3 });
    expect(maxLengths(string().max(3))).toEqual({});
  });

  it('lets a failure of the code itself through instead of reporting it as a field’s error', async () => {
    const broken = object({
      name: string().test('broken', 'validation.invalid', () => {
        throw new TypeError('a bug');
      }),
    });
    await expect(fieldErrors(broken, { name: 'x' })).rejects.toThrow(new TypeError('a bug'));
  });

  it('counts a value blank when it is only spaces, tabs or line breaks', () => {
    expect(isNotBlank(' \t\n')).toBe(false);
    expect(isNotBlank(undefined)).toBe(false);
    expect(isNotBlank(' a ')).toBe(true);
  });
});

it('takes a JSON object as a record, and not null, an array or a primitive', () => {
  expect(isRecord({})).toBe(true);
  expect(isRecord({ a: 1 })).toBe(true);
  expect([null, undefined, [], ['a'], 'text', 3, true].filter(isRecord)).toEqual([]);
});

it('defaults the site’s origin to an https address without a trailing slash', () => {
  expect(DEFAULT_SITE_URL).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+$/);
});

describe('single-line fields and addresses refuse invisible characters that mislead (issue 27, part 6)', () => {
  const name = object({ name: singleLine(200), email: emailAddress(254) }).noUnknown();

  it.each([
    ['\u202E', 'right-to-left override'],
    ['\u202A', 'left-to-right embedding'],
    ['\u202D', 'left-to-right override'],
    ['\u2066', 'left-to-right isolate'],
    ['\u2069', 'pop directional isolate'],
    ['\u200E', 'left-to-right mark'],
    ['\u200F', 'right-to-left mark'],
    ['\u061C', 'Arabic letter mark'],
    ['\u0000', 'NUL'],
    ['\t', 'tab'],
    ['\u001B', 'escape'],
    ['\u007F', 'delete'],
    ['\u009B', 'a C1 control'],
  ])('refuses %j (%s) with its own message', async (character) => {
    expect(await fieldErrors(name, { name: `Per${character}sson`, email: `per${character}@example.se` })).toEqual({
      name: 'validation.controlCharacter',
      email: 'validation.controlCharacter',
    });
  });

  it.each([
    ['\u2028', 'line separator'],
    ['\u2029', 'paragraph separator'],
    ['\u0085', 'next line'],
    ['\r\n', 'CR LF'],
  ])('refuses %j (%s) as a line break', async (character) => {
    expect(await fieldErrors(name, { name: `Per${character}sson`, email: `per${character}@example.se` })).toEqual({
      name: 'validation.lineBreak',
      email: 'validation.lineBreak',
    });
  });

  it('takes any script, combining accents, joiners in emoji, and typographic spaces', async () => {
    const names = [
      'Ørjan Ŀŀ',
      'محمد',
      '李小龍',
      'Åsa e\u0301',
      '👩\u200D💻',
      'O’Brien & Co',
      'Per\u00A0Persson',
      'Åsa\u200BÖ',
    ];
    for (const value of names) expect(await fieldErrors(name, { name: value, email: 'per@example.se' })).toBeNull();
  });
});
