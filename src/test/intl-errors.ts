/**
 * What react-intl reports while a test renders (a message missing from what the page was given,
 * one that does not format): the project's render() hands it here instead of to the console.
 * `src/test/setup.ts` fails a test that leaves any report behind, so a missing message fails
 * the test that shows it, whatever that test asserts; a test that looks for them on purpose
 * takes them with takeIntlErrors().
 */
import type { IntlConfig } from 'react-intl';

const reported: string[] = [];

export const recordIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  reported.push(`${error.code}: ${error.message.split('\n')[0]}`);
};

/** The reports since the last call (or the start of the test), and forgets them. */
export function takeIntlErrors(): string[] {
  return reported.splice(0);
}
