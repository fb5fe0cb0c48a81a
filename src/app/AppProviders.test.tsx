/**
 * What a missing message does: in a unit test it is reported to the test (and fails it, see
 * src/test/setup.ts); in the browser it is reported on the console, and the page goes on
 * rendering with the message's id in its place instead of stopping.
 */
import { render as renderBare, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { CompiledCatalog } from '../i18n/messages';
import { message } from '../test/catalog-text';
import { takeIntlErrors } from '../test/intl-errors';
import { catalogs, render } from '../test/render';
import { AppProviders } from './AppProviders';

function Greeting() {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage({ id: 'nav.home' })}</h1>
      <p>{intl.formatMessage({ id: 'nav.contact' })}</p>
    </>
  );
}

/** A catalog without `nav.home`, as a page would have it if its messages were not shipped. */
function withoutHome(catalog: CompiledCatalog): CompiledCatalog {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => id !== 'nav.home')) as CompiledCatalog;
}

it('reports a message missing from what a test rendered with, naming its id, once', () => {
  render(<Greeting />, { locale: 'en', messages: withoutHome(catalogs.en) });
  expect(takeIntlErrors()).toEqual([expect.stringMatching(/^MISSING_TRANSLATION: .*"nav\.home"/)]);
  expect(takeIntlErrors()).toEqual([]);
});

it('in the browser, reports it on the console and still renders the page, the id in the message’s place', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderBare(
    <MemoryRouter>
      <AppProviders locale="sv" messages={withoutHome(catalogs.sv)}>
        <Greeting />
      </AppProviders>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'nav.home' })).toBeInTheDocument();
  expect(screen.getByText(message('sv', 'nav.contact'))).toBeInTheDocument();
  expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('"nav.home"') }));
  errors.mockRestore();
});
