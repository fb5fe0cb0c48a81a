// @vitest-environment node
/**
 * One mailbox however its address is written, for the daily cap and for the members' list: a
 * lead cannot mail one person twice by changing letter case, adding a `+tag` or quoting the
 * local part, and blank lines in a pasted list are not "invalid addresses".
 */
import { canonicalAddress } from './canonical-address';
import { memberAddresses } from './member-addresses';

it.each([
  ['Victim+1@Example.se', 'victim@example.se'],
  ['"victim"@example.se', 'victim@example.se'],
  ['"Vic\\"tim"@example.se', 'vic"tim@example.se'],
  ['"victim+tag"@example.se', 'victim@example.se'],
  ['  victim@EXAMPLE.se  ', 'victim@example.se'],
  // Not a quoted local part: a lone quote, or a quote at one end only, stays as written.
  ['"@example.se', '"@example.se'],
  ['"victim@example.se', '"victim@example.se'],
  ['victim"@example.se', 'victim"@example.se'],
  // A + that starts the local part is no tag.
  ['+victim@example.se', '+victim@example.se'],
  ['""@example.se', '@example.se'],
  ['no-at-sign', 'no-at-sign'],
])('counts %s as the mailbox %s', (written, mailbox) => {
  expect(canonicalAddress(written)).toBe(mailbox);
});

it('drops blank lines, names what is not an address, and keeps one spelling per mailbox, the first given', () => {
  expect(
    memberAddresses([
      '',
      '   ',
      'Ada@Exempel.se',
      'not-an-address',
      'ada+2@exempel.se',
      ' bo@exempel.se ',
      'ADA@exempel.se',
    ]),
  ).toEqual({ addresses: ['Ada@Exempel.se', 'bo@exempel.se'], invalid: ['not-an-address'] });
});
