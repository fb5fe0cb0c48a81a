import '@testing-library/jest-dom/vitest';
import { toHaveNoViolations } from 'jest-axe';
import { afterEach, expect } from 'vitest';
import { takeIntlErrors } from './intl-errors';

expect.extend(toHaveNoViolations);

// An act() warning means React updated the page after a test looked at it (a test that passed
// on a half-rendered page). Each one fails the test it is printed in, so none creeps back in.
// Assigned once, not spied: a test's own console.error spy wraps it and restores it.
const ACT_WARNING = /not wrapped in act\(|suspended resource finished loading inside a test/;
const actWarnings: string[] = [];
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  // The first argument is a format string; the second names the component that updated.
  if (ACT_WARNING.test(String(args[0]))) actWarnings.push(`${String(args[0]).split('\n')[0]} (${String(args[1])})`);
  printError(...args);
};
afterEach(() => {
  const warnings = actWarnings.splice(0);
  if (warnings.length > 0) throw new Error(`React printed act() warnings: ${warnings.join(' | ')}`);
});

// A message missing from what a page was rendered with (or one that does not format) fails the
// test it happened in: react-intl's reports, as render() collects them (src/test/intl-errors.ts).
afterEach(() => {
  const reports = takeIntlErrors();
  if (reports.length > 0) throw new Error(`react-intl reported: ${reports.join(' | ')}`);
});

// jsdom has no matchMedia; the app asks it about reduced motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not lay out, so it has no scrollIntoView; focus is what the tests check.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
