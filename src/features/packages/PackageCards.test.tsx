/**
 * The packages as cards (home page, services page): one list item per package with its name as a
 * heading of the level asked for and one link to its page, whose name says which package; the
 * services page's cards also list each package's facts.
 */
import type { MessageId } from '../../i18n/messages';
import { PACKAGE_ORDER, PACKAGES } from '../../content/packages';
import { pathFor } from '../../routing/route-table';
import { message } from '../../test/catalog-text';
import { render, screen, within } from '../../test/render';
import { PackageCards } from './PackageCards';

// Some ids are made from a package's own (as the cards make them).
const t = (id: string, values?: Record<string, string>) => message('sv', id as MessageId, values);

it.each([2, 3] as const)('lists each package with its name as a level-%i heading and a link to its page', (level) => {
  render(<PackageCards headingLevel={level} />);
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(PACKAGE_ORDER.length);
  cards.forEach((card, index) => {
    const id = PACKAGE_ORDER[index];
    const name = t(`nav.${id}`);
    expect(within(card).getByRole('heading', { level, name })).toBeInTheDocument();
    const link = within(card).getByRole('link');
    // The short label shown, and the rest read out: the link's own name says where it goes.
    expect(link).toHaveAccessibleName(`${t('packageCard.more')} ${t('packageCard.moreAbout', { name })}`);
    expect(link).toHaveAttribute('href', pathFor(id, 'sv'));
  });
  expect(screen.queryAllByRole('term')).toEqual([]);
});

it('lists each package’s facts, label and value, on the services page', () => {
  render(<PackageCards headingLevel={2} showFacts />);
  screen.getAllByRole('listitem').forEach((card, index) => {
    const { facts } = PACKAGES[PACKAGE_ORDER[index]];
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(facts.map((fact) => t(fact.label)));
    expect(within(card).getAllByRole('definition')).toHaveLength(facts.length);
  });
});
