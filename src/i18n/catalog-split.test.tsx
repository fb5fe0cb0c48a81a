/**
 * Each page ships only its own messages with it (see catalog-split.ts). Rendered with nothing
 * but the shell's messages and its own, no page may miss one: a missing message would show
 * its id to the visitor.
 */
import { act, type ComponentType } from 'react';
import { expect } from 'vitest';
import { LOCALES, SCREENS } from '../routing/route-table';
import { loadToastRegion } from '../components/layout/PageToasts';
import { takeIntlErrors } from '../test/intl-errors';
import { catalogs, render, screen as view } from '../test/render';
import { isPageMessage, isShellMessage, ownersOf, pickMessages } from './catalog-split';

const pageModules = import.meta.glob<{
  default: ComponentType;
  loader?: (args: { request: Request }) => unknown;
}>('../pages/*/*Page.tsx');

describe('the catalog split', () => {
  it('ships the shell (navigation, footer, errors) and no page text with the layout', () => {
    expect(isShellMessage('nav.home')).toBe(true);
    expect(isShellMessage('footer.tagline')).toBe(true);
    expect(isShellMessage('notFound.homeLink')).toBe(true);
    expect(isShellMessage('home.title')).toBe(false);
    expect(isShellMessage('pulse.step0.lead')).toBe(false);
  });

  // Fails closed: a message nobody owns would ship to no page (its id shown instead), and one
  // owned by the shell and a page would ship twice. Either is a mistake in the route table.
  for (const locale of LOCALES) {
    it(`gives every message of the ${locale} catalog one kind of owner: the shell, the server or screens`, () => {
      const problems = Object.keys(catalogs[locale])
        .map((id) => ({ id, owners: ownersOf(id) }))
        .filter(({ owners }) => {
          const special = owners.filter((owner) => owner === 'shell' || owner === 'server');
          return owners.length === 0 || (special.length > 0 && owners.length > 1);
        });
      expect(problems).toEqual([]);
    });
  }

  it('names an owner for a namespace a screen lists, and none for an unknown one', () => {
    expect(ownersOf('pulse.step0.lead')).toEqual(['clarityScore', 'teamPulseAnswer']);
    // A page may list part of a namespace: the team results show the survey's statements.
    expect(ownersOf('pulse.question.team_q1')).toEqual(['clarityScore', 'teamPulseAnswer', 'teamPulseResults']);
    expect(ownersOf('nav.home')).toEqual(['shell']);
    expect(ownersOf('mail.subject')).toEqual(['server']);
    expect(ownersOf('noSuchNamespace.x')).toEqual([]);
  });

  for (const { id, page, paths } of SCREENS) {
    for (const locale of LOCALES) {
      it(`renders ${id} (${locale}) with the shell's and its own messages only`, async () => {
        const load = pageModules[`../${page}`];
        expect(load, `no module for ${page}`).toBeDefined();
        const { default: Page, loader } = await load();
        // What the page reads from its loader besides its messages (the articles of a list).
        const loaderData = await loader?.({ request: new Request(`https://example.test${paths[locale]}`) });
        const messages = pickMessages(
          catalogs[locale],
          (message) => isShellMessage(message) || isPageMessage(id, message),
        );
        render(<Page />, { locale, path: paths[locale], messages, loaderData });
        await view.findAllByRole('heading', { level: 1 });
        // The pages with toasts load the region's code once hydrated; let it arrive inside this
        // test, or it lands in the next one's render, outside act().
        await act(() => loadToastRegion());
        expect(takeIntlErrors()).toEqual([]);
      });
    }
  }
});
