/**
 * A package page as a reader meets it (PackagePage): every link of its anchor bar lands on a
 * part of the page, the overview among them; the Clarity Pulse is offered where the package has
 * it, in the hero and the closing band; the steps are a timeline, or the process roadmap with its
 * lead; and the closing band speaks to one person (Clarity for You), to a group, or offers a
 * booking (Strategic Clarity).
 */
import type { MessageId } from '../../i18n/messages';
import { PACKAGES, type PackageId } from '../../content/packages';
import { pathFor } from '../../routing/route-table';
import { message } from '../../test/catalog-text';
import { render, screen, within } from '../../test/render';
import { PackagePage } from './PackagePage';

// Some ids are made from a package's own (as the page makes them).
const t = (id: string) => message('sv', id as MessageId);
const IDS = Object.keys(PACKAGES) as PackageId[];

describe.each(IDS)('the %s page', (id) => {
  const pkg = PACKAGES[id];

  it('has an anchor bar whose every link lands on a part of the page, the overview a place focus can go', () => {
    render(<PackagePage id={id} />);
    const bar = screen.getByRole('navigation', { name: t('package.anchorNav') });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(pkg.anchors.map((anchor) => t(`package.anchor.${anchor}`)));
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.split('#')[1]);
      expect(target).not.toBeNull();
    }
    expect(document.getElementById('overview')).toHaveAttribute('tabindex', '-1');
    expect(document.getElementById('overview')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('shows its facts, each challenge with its result, the journey’s points and every step, in order', () => {
    render(<PackagePage id={id} />);
    const overview = document.getElementById('overview')!;
    expect(
      within(overview)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(pkg.facts.map((fact) => t(fact.label)));
    const level3 = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    // Challenge titles, then the steps' titles, each in the order the package gives them.
    const expected = [...pkg.challenges.map((pair) => t(pair.title)), ...pkg.steps.map((step) => t(step.title))];
    expect(level3.filter((text) => expected.includes(text))).toEqual(expected);
    // Their text, whole: a range in it may be wrapped to keep it on one line.
    const texts = [...pkg.challenges, ...pkg.steps].map((item) => t(item.description));
    for (const text of [...texts, ...pkg.journey.flatMap((card) => card.bullets.map(t))])
      expect(document.body).toHaveTextContent(text);
  });

  it('shows its steps as the package has them: a timeline, or the process roadmap with its lead', () => {
    render(<PackagePage id={id} />);
    const roadmap = pkg.stepsStyle === 'roadmap';
    const title = t(roadmap ? 'strategicClarity.roadmap.title' : 'package.timeline.title');
    const heading = screen.getByRole('heading', { level: 2, name: title });
    const section = heading.closest('section')!;
    expect(section.id).toBe(roadmap ? 'roadmap' : 'timeline');
    // The lead belongs to the roadmap alone.
    expect(section.textContent.includes(t('strategicClarity.roadmap.lead'))).toBe(roadmap);
  });

  it('offers the Clarity Pulse where the package has it, and closes with the band that fits it', () => {
    render(<PackagePage id={id} />);
    const pulseLinks = screen.queryAllByRole('link', { name: t('package.pulse') });
    if (id === 'strategicClarity') {
      expect(pulseLinks).toEqual([]);
      expect(screen.getByRole('heading', { name: t('strategicClarity.cta.title') })).toBeInTheDocument();
      return;
    }
    // In the hero and in the closing band.
    expect(pulseLinks.map((link) => link.getAttribute('href'))).toEqual(Array(2).fill(pathFor('clarityScore', 'sv')));
    const you = id === 'clarityForYou';
    const band = screen.getByRole('heading', { name: t(you ? 'package.next.titleYou' : 'package.next.title') });
    const region = band.closest('section')!;
    expect(region).toHaveTextContent(t(you ? 'package.next.textYou' : 'package.next.text'));
    expect(within(region).getByRole('link', { name: t('package.contact') })).toHaveAttribute(
      'href',
      pathFor('contact', 'sv'),
    );
  });
});
